import { useLinkComponent } from '../link/link-component';
import type { LinkComponent, LinkComponentProps } from '../link/link-component';
import { buttonClassName } from './button';
import type { ButtonSize, ButtonVariant } from './button';

/** Props of {@link ButtonLink}. */
export interface ButtonLinkProps extends LinkComponentProps {
  /** Defaults to `primary`. */
  variant?: ButtonVariant;
  /** Defaults to `md`. */
  size?: ButtonSize;
  /** Render with this component instead of the provider's link component. */
  linkComponent?: LinkComponent;
}

/**
 * A link that looks like a button: use it for navigation, use Button for actions.
 *
 * @example
 * <ButtonLink href="/admin/pages" variant="secondary">{t('admin.pages')}</ButtonLink>
 */
export function ButtonLink({ variant, size, className, linkComponent, ...rest }: ButtonLinkProps) {
  const LinkTag = useLinkComponent(linkComponent);
  return <LinkTag {...rest} className={buttonClassName(variant, size, className)} />;
}
