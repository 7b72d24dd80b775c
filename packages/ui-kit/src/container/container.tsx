import type { HTMLAttributes } from 'react';
import './container.css';

/** Props of {@link Container}. */
export interface ContainerProps extends HTMLAttributes<HTMLElement> {
  /** The element to render; defaults to `div`. */
  as?: 'div' | 'section' | 'header' | 'footer' | 'nav' | 'main' | 'article';
  /** `narrow` (800 px) for reading text, `default` (1440 px), `full` without a max width. */
  width?: 'narrow' | 'default' | 'full';
}

/**
 * Centres content with a max width and the page's side padding.
 *
 * @example
 * <Container as="section" width="narrow">...</Container>
 */
export function Container({
  as: Tag = 'div',
  width = 'default',
  className,
  ...rest
}: ContainerProps) {
  return (
    <Tag
      {...rest}
      className={['plein-container', `plein-container--${width}`, className]
        .filter(Boolean)
        .join(' ')}
    />
  );
}
