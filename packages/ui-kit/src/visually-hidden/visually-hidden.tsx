import type { HTMLAttributes } from 'react';
import './visually-hidden.css';

/** Props of {@link VisuallyHidden}. */
export type VisuallyHiddenProps = HTMLAttributes<HTMLSpanElement>;

/**
 * Text that screen readers announce but that is not shown.
 *
 * @example
 * <button><Icon /><VisuallyHidden>{t('menu.close')}</VisuallyHidden></button>
 */
export function VisuallyHidden({ className, ...rest }: VisuallyHiddenProps) {
  return (
    <span {...rest} className={['plein-visually-hidden', className].filter(Boolean).join(' ')} />
  );
}
