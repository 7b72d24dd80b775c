import { useId } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../button';
import { VisuallyHidden } from '../visually-hidden';
import { pageRange } from './paging';
import { SelectionCheckbox } from './selection-checkbox';
import type { TablePageSize } from './paging';
import './table.css';

/** The direction of a sorted column, named as `aria-sort` names it. */
export type SortDirection = 'ascending' | 'descending';

/** Which column a table is sorted by. */
export interface TableSort {
  column: string;
  direction: SortDirection;
}

/** One column of a {@link Table}. */
export interface TableColumn<Row> {
  /** Unique within the table; what {@link TableSort.column} names. */
  key: string;
  /** The header text; also labels the cell when rows show as cards on narrow screens. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Whether its header sorts the table (the caller sorts: see `onSortChange`). */
  sortable?: boolean;
  /** The cell that names the row (a row header); one column at most. */
  rowHeader?: boolean;
  /** Say the header only to assistive technology, and give the cell no label in a card. */
  headerHidden?: boolean;
}

/** The texts of a table, translated by the caller (spec section 9 lists the Dutch ones). */
export interface TableLabels {
  /** The table has no rows at all ("Geen gegevens beschikbaar"). */
  noData: string;
  /** No rows match the caller's search or filters ("Geen records gevonden"). */
  noResults: string;
  loading: string;
  rowsPerPage: string;
  /** The page size that shows every row ("Alle"). */
  all: string;
  /** "1-10 van 42". */
  range: (range: { from: number; to: number; total: number }) => string;
  /** Names the paging controls. */
  pagination: string;
  previousPage: string;
  nextPage: string;
  /** The select-all checkbox (only for tables with a selection). */
  selectAll?: string;
  /** A row's checkbox, e.g. "Selecteer ‘Over ons’". */
  selectRow?: (rowName: string) => string;
  /** Announced whenever the selection changes, e.g. "3 geselecteerd". */
  selected?: (count: number) => string;
}

/** Props of {@link Table}. */
export interface TableProps<Row> {
  columns: readonly TableColumn<Row>[];
  /** The rows of the current page, in order. */
  rows: readonly Row[];
  /** How many rows there are on all pages together. */
  total: number;
  rowKey: (row: Row) => string;
  /** The row's name for its checkbox label; defaults to its key. */
  rowName?: (row: Row) => string;
  labels: TableLabels;
  /** The id of the heading that names the table. */
  labelledBy?: string;
  /** Rows are (re)loading: with no rows the table says so, with rows it is marked busy. */
  loading?: boolean;
  /** A search or filter is active: an empty table says nothing was found, not that none exist. */
  filtered?: boolean;
  sort?: TableSort | null;
  onSortChange?: (sort: TableSort) => void;
  /** The current page, from 1. */
  page: number;
  pageSize: TablePageSize;
  /** The page sizes offered besides "all". Defaults to 10, 25 and 50. */
  pageSizes?: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: TablePageSize) => void;
  /** The selected row keys; with it every row gets a checkbox. */
  selection?: ReadonlySet<string>;
  onSelectionChange?: (selection: Set<string>) => void;
  className?: string;
}

const nextDirection = (sort: TableSort | null | undefined, column: string): SortDirection =>
  sort?.column === column && sort.direction === 'ascending' ? 'descending' : 'ascending';

/**
 * A data table: sortable columns (buttons in the headers, `aria-sort` on the sorted one), paging
 * with a page-size choice, optional row selection with checkboxes (select all on the page, the
 * count announced), and empty and loading states. It is controlled: the caller sorts, pages and
 * keeps the selection, in the browser or on the server. Where it has less than 48rem, each row
 * is a card that labels every cell with its column's header, so nothing scrolls sideways.
 *
 * @example
 * <Table columns={columns} rows={pageRows(sorted, page, size)} total={sorted.length}
 *   rowKey={(page) => page.guid} labels={tableLabels} page={page} pageSize={size}
 *   onPageChange={setPage} onPageSizeChange={setSize} sort={sort} onSortChange={setSort} />
 */
export function Table<Row>({
  columns,
  rows,
  total,
  rowKey,
  rowName = rowKey,
  labels,
  labelledBy,
  loading = false,
  filtered = false,
  sort,
  onSortChange,
  page,
  pageSize,
  pageSizes = [10, 25, 50],
  onPageChange,
  onPageSizeChange,
  selection,
  onSelectionChange,
  className,
}: TableProps<Row>) {
  const id = useId();
  const selectable = selection !== undefined;
  const keys = rows.map(rowKey);
  const selectedOnPage = keys.filter((key) => selection?.has(key)).length;
  const allOnPage = keys.length > 0 && selectedOnPage === keys.length;
  const columnCount = columns.length + (selectable ? 1 : 0);
  const range = pageRange(total, page, pageSize);

  const select = (changed: readonly string[], on: boolean) => {
    const next = new Set(selection);
    for (const key of changed) {
      if (on) next.add(key);
      else next.delete(key);
    }
    onSelectionChange?.(next);
  };

  let emptyText: string | null = null;
  if (rows.length === 0) {
    if (loading) emptyText = labels.loading;
    else emptyText = filtered ? labels.noResults : labels.noData;
  }

  return (
    <div className={['plein-data-table', className].filter(Boolean).join(' ')}>
      {selectable ? (
        <p role="status" className="plein-data-table__selected">
          {selection.size > 0 ? labels.selected?.(selection.size) : null}
        </p>
      ) : null}
      {/* Explicit roles keep the table a table for assistive technology when cells are cards. */}
      <table role="table" aria-labelledby={labelledBy} aria-busy={loading || undefined}>
        <thead role="rowgroup">
          <tr role="row">
            {selectable ? (
              <th scope="col" role="columnheader" className="plein-data-table__select">
                <SelectionCheckbox
                  label={labels.selectAll ?? ''}
                  checked={allOnPage}
                  mixed={selectedOnPage > 0 && !allOnPage}
                  disabled={keys.length === 0}
                  onCheckedChange={() => select(keys, !allOnPage)}
                />
              </th>
            ) : null}
            {columns.map((column) => {
              const sorted = sort?.column === column.key ? sort.direction : undefined;
              const text = column.headerHidden ? (
                <VisuallyHidden>{column.header}</VisuallyHidden>
              ) : (
                column.header
              );
              return (
                <th key={column.key} scope="col" role="columnheader" aria-sort={sorted}>
                  {column.sortable && onSortChange ? (
                    <button
                      type="button"
                      className="plein-data-table__sort"
                      onClick={() =>
                        onSortChange({
                          column: column.key,
                          direction: nextDirection(sort, column.key),
                        })
                      }
                    >
                      {text}
                      <span aria-hidden="true" className="plein-data-table__sort-mark">
                        {sorted === 'ascending' ? '▲' : sorted === 'descending' ? '▼' : '↕'}
                      </span>
                    </button>
                  ) : (
                    text
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {emptyText !== null ? (
            <tr role="row" className="plein-data-table__empty">
              <td role="cell" colSpan={columnCount}>
                {emptyText}
              </td>
            </tr>
          ) : null}
          {rows.map((row, index) => {
            const key = keys[index]!;
            return (
              <tr key={key} role="row">
                {selectable ? (
                  <td role="cell" className="plein-data-table__select">
                    <SelectionCheckbox
                      label={labels.selectRow?.(rowName(row)) ?? rowName(row)}
                      checked={selection.has(key)}
                      onCheckedChange={(on) => select([key], on)}
                    />
                  </td>
                ) : null}
                {columns.map((column) =>
                  column.rowHeader ? (
                    <th key={column.key} scope="row" role="rowheader">
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td
                      key={column.key}
                      role="cell"
                      data-label={column.headerHidden ? undefined : column.header}
                    >
                      {column.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
      {total > 0 ? (
        <nav className="plein-data-table__pager" aria-label={labels.pagination}>
          <span className="plein-data-table__page-size">
            <label htmlFor={`${id}-size`}>{labels.rowsPerPage}</label>
            <select
              id={`${id}-size`}
              value={String(pageSize)}
              onChange={(event) =>
                onPageSizeChange(event.target.value === 'all' ? 'all' : Number(event.target.value))
              }
            >
              {pageSizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
              <option value="all">{labels.all}</option>
            </select>
          </span>
          <span className="plein-data-table__range">{labels.range(range)}</span>
          <span className="plein-data-table__steps">
            {/* From the page shown: rows may have gone since `page` was set (after a delete). */}
            <PageStep
              label={labels.previousPage}
              disabled={range.page <= 1}
              onStep={() => onPageChange(range.page - 1)}
            />
            <PageStep
              label={labels.nextPage}
              disabled={range.page >= range.pageCount}
              onStep={() => onPageChange(range.page + 1)}
            />
          </span>
        </nav>
      ) : null}
    </div>
  );
}

/**
 * A previous/next button. At the first or last page it stays focusable (`aria-disabled`), so
 * focus does not fall to the page when the last step is taken.
 */
function PageStep({
  label,
  disabled,
  onStep,
}: {
  label: string;
  disabled: boolean;
  onStep: () => void;
}) {
  return (
    <Button
      size="sm"
      variant="secondary"
      aria-disabled={disabled || undefined}
      onClick={() => {
        if (!disabled) onStep();
      }}
    >
      {label}
    </Button>
  );
}
