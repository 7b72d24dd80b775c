/**
 * The editor's select is the ui-kit Select. This name stays only for the page settings form,
 * which is being reworked elsewhere; new code imports `Select` from `@plein/ui-kit`.
 */
export { Select as SelectField } from '@plein/ui-kit';
export type { SelectProps as SelectFieldProps } from '@plein/ui-kit';
