export { Button, buttonClassName } from './button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './button';
export { ButtonLink } from './button-link';
export type { ButtonLinkProps } from './button-link';
