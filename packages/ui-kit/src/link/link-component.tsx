import { createContext, useContext } from 'react';
import type { AnchorHTMLAttributes, ComponentType, ReactNode, Ref } from 'react';

/** Props every link component receives: anchor attributes with a required `href`. */
export interface LinkComponentProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A component that renders an in-app link, e.g. a thin wrapper around react-router's `Link`.
 *
 * @example
 * const RouterLink: LinkComponent = ({ href, ...rest }) => <Link to={href} {...rest} />;
 */
export type LinkComponent = ComponentType<LinkComponentProps>;

function Anchor(props: LinkComponentProps) {
  return <a {...props} />;
}

const LinkComponentContext = createContext<LinkComponent>(Anchor);

/** Props of {@link LinkComponentProvider}. */
export interface LinkComponentProviderProps {
  /** The component every ui-kit link renders internal links with. */
  component: LinkComponent;
  children?: ReactNode;
}

/**
 * Sets the link component for every ui-kit link below it, so the web app passes its router link
 * once instead of to each component. A `linkComponent` prop still wins.
 *
 * @example
 * <LinkComponentProvider component={RouterLink}><App /></LinkComponentProvider>
 */
export function LinkComponentProvider({ component, children }: LinkComponentProviderProps) {
  return <LinkComponentContext value={component}>{children}</LinkComponentContext>;
}

/**
 * The link component to render internal links with: the given override, else the provider's,
 * else a plain `<a>`.
 *
 * @example
 * const LinkTag = useLinkComponent(props.linkComponent);
 */
export function useLinkComponent(override?: LinkComponent): LinkComponent {
  const fromContext = useContext(LinkComponentContext);
  return override ?? fromContext;
}

/**
 * Whether an href leaves the site: absolute http(s) or protocol-relative URLs. `mailto:` and
 * `tel:` are not counted as external.
 *
 * @example
 * isExternalHref('https://example.org'); // true
 * isExternalHref('/contact'); // false
 */
export function isExternalHref(href: string): boolean {
  return /^(?:https?:)?\/\//i.test(href.trim());
}
