import type { StatisticsQuery } from '@plein/api-client';
import { describe, expectTypeOf, it } from 'vitest';
import type { InferType } from 'yup';
import type { statisticsQuery } from './report-query';

describe('the statistics report query schema', () => {
  it('takes exactly the contract type of GET /api/statistics', () => {
    expectTypeOf<InferType<typeof statisticsQuery>>().toEqualTypeOf<StatisticsQuery>();
  });
});
