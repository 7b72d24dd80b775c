export { ExternalMark, Link } from './link';
export type { LinkProps } from './link';
export { isExternalHref, LinkComponentProvider, useLinkComponent } from './link-component';
export type {
  LinkComponent,
  LinkComponentProps,
  LinkComponentProviderProps,
} from './link-component';
