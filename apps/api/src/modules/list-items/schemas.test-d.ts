import type { EditorListQuery, ListItemFilter, ListQuery, WidgetQuery } from '@plein/api-client';
import { describe, expectTypeOf, it } from 'vitest';
import type { InferType } from 'yup';
import type {
  editorListQuery,
  listItemFilterSchema,
  listQuerySchema,
  listQueryString,
  widgetQuerySchema,
} from './schemas';

describe('the list query schemas take exactly the contract types', () => {
  it('a list filter', () => {
    expectTypeOf<InferType<typeof listItemFilterSchema>>().toEqualTypeOf<ListItemFilter>();
  });

  it('GET /api/listitem/list/{blockGuid} and POST /api/listitem/lists', () => {
    expectTypeOf<InferType<typeof listQuerySchema>>().toEqualTypeOf<ListQuery>();
  });

  it('GET /api/listitem/list/{blockGuid} as a query string', () => {
    expectTypeOf<InferType<typeof listQueryString>>().toEqualTypeOf<ListQuery>();
  });

  it('GET /api/listitem/list/{guid}/all, its defaults applied', () => {
    expectTypeOf<InferType<typeof editorListQuery>>().toEqualTypeOf<Required<EditorListQuery>>();
  });

  it('POST /api/listitem/widget/{guid}', () => {
    expectTypeOf<InferType<typeof widgetQuerySchema>>().toEqualTypeOf<WidgetQuery>();
  });
});
