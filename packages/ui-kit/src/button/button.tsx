import type { ButtonHTMLAttributes, Ref } from 'react';
import './button.css';

/** Visual weight of a button. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
/** Size of a button; every size keeps a target of at least 32 px (WCAG 2.2 asks 24). */
export type ButtonSize = 'sm' | 'md' | 'lg';

/** Props of {@link Button}. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Defaults to `primary`. */
  variant?: ButtonVariant;
  /** Defaults to `md`. */
  size?: ButtonSize;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The class names of a button, for elements that must look like one (see ButtonLink).
 *
 * @example
 * <a className={buttonClassName('secondary', 'sm')} href="/x">x</a>
 */
export function buttonClassName(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  extra?: string,
): string {
  return ['plein-button', `plein-button--${variant}`, `plein-button--${size}`, extra]
    .filter(Boolean)
    .join(' ');
}

/**
 * A button. `type` defaults to `button` so it never submits a form by accident.
 *
 * @example
 * <Button variant="secondary" onClick={save}>{t('common.save')}</Button>
 */
export function Button({ variant, size, className, type = 'button', ...rest }: ButtonProps) {
  return <button {...rest} type={type} className={buttonClassName(variant, size, className)} />;
}
