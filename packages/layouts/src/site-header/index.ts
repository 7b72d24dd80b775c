export { SiteHeader } from './site-header';
export type { SiteHeaderProps } from './site-header';
