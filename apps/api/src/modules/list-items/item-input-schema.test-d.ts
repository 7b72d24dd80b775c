import type { ListItemInput } from '@plein/api-client';
import { describe, expectTypeOf, it } from 'vitest';
import type { InferType } from 'yup';
import type { AsChecked } from '../../../test/helpers/as-checked';
import type { listItemInputSchema } from './item-input-schema';

describe('the list item schema takes exactly the contract type', () => {
  it('POST /api/listitem/list/{blockGuid} and PUT /api/listitem/{guid}, block content not null', () => {
    expectTypeOf<InferType<typeof listItemInputSchema>>().toEqualTypeOf<AsChecked<ListItemInput>>();
  });
});
