// The public API of @plein/layouts, listed by name.
export {
  defaultPageLayout,
  gridColumns,
  isPageLayoutName,
  layoutColumns,
  pageLayoutNames,
} from './layout-columns';
export type {
  LayoutColumn,
  LayoutPosition,
  MiddleColumnPosition,
  PageLayoutName,
} from './layout-columns';
export { hasContent, PageLayout } from './page-layout';
export type { PageLayoutProps, PageLayoutRegions } from './page-layout';
export { PageShell } from './page-shell';
export type { PageShellProps } from './page-shell';
export { SiteHeader } from './site-header';
export type { SiteHeaderProps } from './site-header';
