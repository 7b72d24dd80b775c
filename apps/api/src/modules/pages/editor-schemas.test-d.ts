import type {
  BlockInput,
  BlockOrderInput,
  BlockPermissionsInput,
  PageCreateInput,
  PagePublishInput,
} from '@plein/api-client';
import { describe, expectTypeOf, it } from 'vitest';
import type { InferType } from 'yup';
import type { AsChecked } from '../../../test/helpers/as-checked';
import type {
  blockInputSchema,
  blockOrderSchema,
  blockPermissionsSchema,
  pageCreateSchema,
  publishSchema,
} from './editor-schemas';

describe('the page editor schemas take exactly the contract types', () => {
  it('POST /api/pages', () => {
    expectTypeOf<InferType<typeof pageCreateSchema>>().toEqualTypeOf<PageCreateInput>();
  });

  it('POST /api/pages/{id}/published', () => {
    expectTypeOf<InferType<typeof publishSchema>>().toEqualTypeOf<PagePublishInput>();
  });

  it('POST /api/pages/{id}/blocks, its content present and not null', () => {
    expectTypeOf<InferType<typeof blockInputSchema>>().toEqualTypeOf<AsChecked<BlockInput>>();
  });

  it('POST /api/buildingblockinstance/{guid}/permissions', () => {
    expectTypeOf<InferType<typeof blockPermissionsSchema>>().toEqualTypeOf<BlockPermissionsInput>();
  });

  it('PUT /api/pages/{id}/blocks:order', () => {
    expectTypeOf<InferType<typeof blockOrderSchema>>().toEqualTypeOf<BlockOrderInput>();
  });
});
