export { hasContent, PageLayout } from './page-layout';
export type { PageLayoutProps, PageLayoutRegions } from './page-layout';
