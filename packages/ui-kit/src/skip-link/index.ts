export { mainContentId, SkipLink } from './skip-link';
export type { SkipLinkProps } from './skip-link';
