import { isExternalHref } from '../link/link-component';
import type { LinkComponent } from '../link/link-component';
import { Link } from '../link/link';
import './footer-columns.css';

/** A link in a footer column. */
export interface FooterLink {
  label: string;
  url: string;
  /** Defaults to whether `url` is absolute (http, https or protocol-relative). */
  external?: boolean;
}

/** One footer column; structurally equal to `FooterColumn` in the platform settings. */
export interface FooterColumnContent {
  title: string;
  /** Where the title links to; absent, the title is plain text. */
  url?: string;
  /** Plain text; line breaks are kept. */
  text?: string;
  links?: readonly FooterLink[];
}

/** Props of {@link FooterColumns}. */
export interface FooterColumnsProps {
  columns: readonly FooterColumnContent[];
  /** Heading level of the column titles; defaults to 2. */
  headingLevel?: 2 | 3 | 4;
  /** Text announced after external links, e.g. "(external website)". */
  externalLabel?: string;
  /** Render internal links with this component instead of the provider's. */
  linkComponent?: LinkComponent;
  className?: string;
}

/**
 * The footer's columns, side by side on wide screens and stacked on small ones. Put it inside the
 * page's `<footer>` (the PageShell's footer slot).
 *
 * @example
 * <FooterColumns columns={settings.footers ?? []} externalLabel={t('link.external')} />
 */
export function FooterColumns({
  columns,
  headingLevel = 2,
  externalLabel,
  linkComponent,
  className,
}: FooterColumnsProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={['plein-footer-columns', className].filter(Boolean).join(' ')}>
      {columns.map((column, index) => (
        <section key={`${column.title}-${index}`} className="plein-footer-columns__column">
          <Heading className="plein-footer-columns__title">
            {column.url ? (
              <Link
                href={column.url}
                external={isExternalHref(column.url)}
                externalLabel={externalLabel}
                linkComponent={linkComponent}
                className="plein-footer-columns__title-link"
              >
                {column.title}
              </Link>
            ) : (
              column.title
            )}
          </Heading>
          {column.text ? <p className="plein-footer-columns__text">{column.text}</p> : null}
          {column.links?.length ? (
            <ul className="plein-footer-columns__links">
              {column.links.map((link, i) => (
                <li key={`${link.url}-${i}`}>
                  <Link
                    href={link.url}
                    external={link.external ?? isExternalHref(link.url)}
                    externalLabel={externalLabel}
                    linkComponent={linkComponent}
                    className="plein-footer-columns__link"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </div>
  );
}
