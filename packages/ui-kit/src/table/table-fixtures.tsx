import { useState } from 'react';
import type { TableColumn, TableLabels, TableSort } from './table';
import { Table } from './table';
import { pageRows } from './paging';
import type { TablePageSize } from './paging';

/** A row of the example tables in stories and tests. */
export interface ExamplePage {
  guid: string;
  title: string;
  state: string;
}

/** The Dutch table texts of spec section 9, as an app would pass them. */
export const dutchTableLabels: TableLabels = {
  noData: 'Geen gegevens beschikbaar',
  noResults: 'Geen records gevonden',
  loading: 'Bezig met laden…',
  rowsPerPage: 'Records per pagina',
  all: 'Alle',
  range: ({ from, to, total }) => `${String(from)}-${String(to)} van ${String(total)}`,
  pagination: 'Pagina’s van de tabel',
  previousPage: 'Vorige',
  nextPage: 'Volgende',
  selectAll: 'Alles op deze pagina selecteren',
  selectRow: (name) => `Selecteer ‘${name}’`,
  selected: (count) => `${String(count)} geselecteerd`,
};

export const examplePages: ExamplePage[] = Array.from({ length: 23 }, (_, index) => ({
  guid: `page-${String(index + 1).padStart(2, '0')}`,
  title: `Pagina ${String(index + 1).padStart(2, '0')}`,
  state: index % 3 === 0 ? 'Niet gepubliceerd' : 'Gepubliceerd',
}));

export const exampleColumns: TableColumn<ExamplePage>[] = [
  { key: 'title', header: 'Titel', cell: (row) => row.title, sortable: true, rowHeader: true },
  { key: 'state', header: 'Status', cell: (row) => row.state, sortable: true },
];

/** A table that sorts, pages and selects in the browser, the way a screen wires it. */
export function ExampleTable({
  rows = examplePages,
  loading = false,
  filtered = false,
  selectable = true,
}: {
  rows?: ExamplePage[];
  loading?: boolean;
  filtered?: boolean;
  selectable?: boolean;
}) {
  const [sort, setSort] = useState<TableSort | null>({ column: 'title', direction: 'ascending' });
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<TablePageSize>(10);
  const [selection, setSelection] = useState<Set<string>>(new Set());
  const sorted = [...rows].sort((a, b) => {
    if (!sort) return 0;
    const key = sort.column as 'title' | 'state';
    const order = a[key].localeCompare(b[key], 'nl');
    return sort.direction === 'ascending' ? order : -order;
  });
  return (
    <>
      <h2 id="example-table">Pagina’s</h2>
      <Table
        labelledBy="example-table"
        columns={exampleColumns}
        rows={pageRows(sorted, page, pageSize)}
        total={sorted.length}
        rowKey={(row) => row.guid}
        rowName={(row) => row.title}
        labels={dutchTableLabels}
        loading={loading}
        filtered={filtered}
        sort={sort}
        onSortChange={setSort}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
        {...(selectable ? { selection, onSelectionChange: setSelection } : {})}
      />
    </>
  );
}
