import { useLinkComponent } from '../link/link-component';
import type { LinkComponent } from '../link/link-component';
import './breadcrumbs.css';

/** One step of the breadcrumb trail. */
export interface BreadcrumbItem {
  label: string;
  /** Link of the step; the last step may leave it out. */
  href?: string;
}

/** Props of {@link Breadcrumbs}. */
export interface BreadcrumbsProps {
  /** From the home page to the current page; the last item is the current page. */
  items: readonly BreadcrumbItem[];
  /** Accessible name of the navigation landmark, e.g. "Breadcrumbs" / "Kruimelpad". */
  label: string;
  /** Render the links with this component instead of the provider's. */
  linkComponent?: LinkComponent;
  className?: string;
}

/**
 * The breadcrumb trail: a labelled `nav` with an ordered list; the last item is the current page
 * (`aria-current="page"`). Renders nothing without items.
 *
 * @example
 * <Breadcrumbs label={t('nav.breadcrumbs')} items={[{ label: 'Home', href: '/' }, { label: 'Nieuws' }]} />
 */
export function Breadcrumbs({ items, label, linkComponent, className }: BreadcrumbsProps) {
  const LinkTag = useLinkComponent(linkComponent);
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} className={['plein-breadcrumbs', className].filter(Boolean).join(' ')}>
      <ol className="plein-breadcrumbs__list">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`} className="plein-breadcrumbs__item">
              {index > 0 ? (
                <span className="plein-breadcrumbs__separator" aria-hidden="true">
                  /
                </span>
              ) : null}
              {item.href ? (
                <LinkTag
                  href={item.href}
                  aria-current={last ? 'page' : undefined}
                  className="plein-breadcrumbs__link"
                >
                  {item.label}
                </LinkTag>
              ) : (
                <span aria-current={last ? 'page' : undefined} className="plein-breadcrumbs__text">
                  {item.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
