export { PageShell } from './page-shell';
export type { PageShellProps } from './page-shell';
