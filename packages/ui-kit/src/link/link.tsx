import type { ReactNode } from 'react';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { useLinkComponent } from './link-component';
import type { LinkComponent, LinkComponentProps } from './link-component';
import './link.css';

/** Props of {@link Link}. */
export interface LinkProps extends LinkComponentProps {
  /**
   * Marks a link to another site: rendered as a plain `<a>` with `rel="noopener noreferrer"`
   * and an arrow icon plus `externalLabel` for screen readers.
   */
  external?: boolean;
  /** Text announced after an external link, e.g. "(external website)". */
  externalLabel?: string;
  /** Render internal links with this component instead of the provider's. */
  linkComponent?: LinkComponent;
  children?: ReactNode;
}

/**
 * A text link. Internal links go through the app's link component (router link); external
 * links are marked visually and for assistive technology.
 *
 * @example
 * <Link href="/contact">Contact</Link>
 * <Link href="https://example.org" external externalLabel={t('link.external')}>Example</Link>
 */
export function Link({
  external,
  externalLabel,
  linkComponent,
  className,
  children,
  rel,
  ...rest
}: LinkProps) {
  const LinkTag = useLinkComponent(linkComponent);
  const classes = ['plein-link', className].filter(Boolean).join(' ');
  if (external) {
    return (
      <a
        {...rest}
        className={classes}
        rel={['noopener', 'noreferrer', rel].filter(Boolean).join(' ')}
      >
        {children}
        <ExternalMark label={externalLabel} />
      </a>
    );
  }
  return (
    <LinkTag {...rest} rel={rel} className={classes}>
      {children}
    </LinkTag>
  );
}

/** The arrow icon and hidden text that mark an external link. */
export function ExternalMark({ label }: { label?: string | undefined }) {
  return (
    <>
      {' '}
      <svg
        className="plein-link__external-icon"
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 16 16"
        width="12"
        height="12"
      >
        <path
          d="M6 3H3v10h10v-3M9 3h4v4M13 3 7 9"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        />
      </svg>
      {label ? <VisuallyHidden>{label}</VisuallyHidden> : null}
    </>
  );
}
