/** Rows per table page: a number, or every row at once. */
export type TablePageSize = number | 'all';

/** The rows one table page shows, counted from 1 (`from` is 0 when there are none). */
export interface TablePageRange {
  /** The page shown: the one asked for, or the last when it asked past the end. */
  page: number;
  from: number;
  to: number;
  total: number;
  /** How many pages there are (at least 1, so "page 1 of 1" holds for an empty table). */
  pageCount: number;
}

/**
 * Which rows page `page` (from 1) shows of `total` rows; a page past the end is the last one.
 *
 * @example
 * pageRange(42, 5, 10); // { page: 5, from: 41, to: 42, total: 42, pageCount: 5 }
 */
export function pageRange(total: number, page: number, pageSize: TablePageSize): TablePageRange {
  if (total === 0) return { page: 1, from: 0, to: 0, total, pageCount: 1 };
  const size = pageSize === 'all' ? total : pageSize;
  const pageCount = Math.max(1, Math.ceil(total / size));
  const current = Math.min(Math.max(1, page), pageCount);
  const from = (current - 1) * size + 1;
  return { page: current, from, to: Math.min(total, from + size - 1), total, pageCount };
}

/**
 * The rows of one page of an already sorted list (for tables that page in the browser).
 *
 * @example
 * <Table rows={pageRows(sorted, page, pageSize)} total={sorted.length} … />
 */
export function pageRows<Row>(rows: readonly Row[], page: number, pageSize: TablePageSize): Row[] {
  const { from, to } = pageRange(rows.length, page, pageSize);
  return from === 0 ? [] : rows.slice(from - 1, to);
}
