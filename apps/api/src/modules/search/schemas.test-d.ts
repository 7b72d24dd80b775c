import type { SearchQuery } from '@plein/api-client';
import { describe, expectTypeOf, it } from 'vitest';
import type { InferType } from 'yup';
import type { searchQuery } from './schemas';

describe('the search query schema', () => {
  it('takes exactly the contract type of GET /api/search', () => {
    expectTypeOf<InferType<typeof searchQuery>>().toEqualTypeOf<SearchQuery>();
  });
});
