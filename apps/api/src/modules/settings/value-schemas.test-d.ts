import type { PlatformSettingKey, PlatformSettingTypes } from '@plein/api-client';
import { describe, expectTypeOf, it } from 'vitest';
import type { InferType } from 'yup';
import type { settingValueSchemas } from './value-schemas';

type SchemaValues = {
  [K in PlatformSettingKey]: InferType<(typeof settingValueSchemas)[K]>;
};

describe('the setting value schemas take exactly the contract types', () => {
  it('PUT /api/platformsettingvalues, every key', () => {
    expectTypeOf<SchemaValues>().toEqualTypeOf<PlatformSettingTypes>();
  });
});
