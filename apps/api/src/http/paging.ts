import { object } from 'yup';
import { wholeNumber } from './query-fields';

/** `page` and `pageSize` of every paged list, to spread into a query schema with more fields. */
export const pagingFields = {
  page: wholeNumber(1, 1_000_000)
    .default(1)
    .meta({ description: 'The page of the list, from 1 (default 1).', example: '1' }),
  pageSize: wholeNumber(1, 100)
    .default(20)
    .meta({ description: 'Entries per page, 1-100 (default 20).', example: '10' }),
};

/**
 * The query of a paged list: `page` (from 1, default 1) and `pageSize` (1-100, default 20).
 *
 * @example
 * const { page, pageSize } = parseQuery(req, pagingQuery);
 */
export const pagingQuery = object(pagingFields);

/**
 * The entries a page skips.
 *
 * @example
 * pageOffset({ page: 3, pageSize: 20 }); // 40
 */
export const pageOffset = ({ page, pageSize }: { page: number; pageSize: number }): number =>
  (page - 1) * pageSize;
