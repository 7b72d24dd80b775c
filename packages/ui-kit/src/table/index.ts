export { pageRange, pageRows } from './paging';
export type { TablePageRange, TablePageSize } from './paging';
export { Table } from './table';
export type { SortDirection, TableColumn, TableLabels, TableProps, TableSort } from './table';
export { SelectionCheckbox } from './selection-checkbox';
export type { SelectionCheckboxProps } from './selection-checkbox';
