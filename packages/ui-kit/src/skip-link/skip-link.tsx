import type { AnchorHTMLAttributes, ReactNode } from 'react';
import './skip-link.css';

/** The id of the main content region that the skip link jumps to. */
export const mainContentId = 'main';

/** Props of {@link SkipLink}. */
export interface SkipLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Id of the element to skip to; defaults to {@link mainContentId}. */
  targetId?: string;
  /** The link text, e.g. "Skip to content". */
  children: ReactNode;
}

/**
 * The first focusable element of a page: hidden until focused, then jumps to the main content.
 *
 * @example
 * <SkipLink>{t('shell.skipToContent')}</SkipLink>
 */
export function SkipLink({
  targetId = mainContentId,
  className,
  children,
  ...rest
}: SkipLinkProps) {
  return (
    <a
      {...rest}
      href={`#${targetId}`}
      className={['plein-skip-link', className].filter(Boolean).join(' ')}
    >
      {children}
    </a>
  );
}
