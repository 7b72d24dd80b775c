import { Container, mainContentId, SkipLink } from '@plein/ui-kit';
import type { CSSProperties, ReactNode } from 'react';
import './page-shell.css';

/** Props of {@link PageShell}. */
export interface PageShellProps {
  /** Text of the skip link, e.g. "Skip to content" / "Naar de inhoud". */
  skipLinkLabel: string;
  /** Id of the main content the skip link jumps to; defaults to `main` (PageLayout's default id). */
  mainId?: string;
  /** Header content (e.g. SiteHeader), wrapped in the `<header>` landmark. Left out when empty. */
  header?: ReactNode;
  /** A section's sub menu below the header (setting `showSubMenu`). */
  submenu?: ReactNode;
  /** Breadcrumbs above the content. */
  breadcrumbs?: ReactNode;
  /**
   * The page content. It must contain the main landmark with id `mainId`: a PageLayout renders
   * `<main id="main">` itself; other screens wrap their content in `<main id={mainContentId}>`.
   */
  children?: ReactNode;
  /** Footer content (e.g. FooterColumns), wrapped in the `<footer>` landmark. Left out when empty. */
  footer?: ReactNode;
  /** Theme variables, e.g. `colorSchemeToCssVars(settings.colorScheme)`. */
  style?: CSSProperties;
  className?: string;
}

/**
 * The frame around every public page: skip link, header, optional sub menu and breadcrumbs, the
 * page content and the footer.
 *
 * @example
 * <PageShell
 *   skipLinkLabel={t('shell.skipToContent')}
 *   header={<SiteHeader logo={<Logo platformName={name} href="/" />} navigation={<NavigationMenu ... />} />}
 *   breadcrumbs={<Breadcrumbs label={t('nav.breadcrumbs')} items={crumbs} />}
 *   footer={<FooterColumns columns={settings.footers ?? []} />}
 * >
 *   <PageLayout layout={page.layout} regions={regions} />
 * </PageShell>
 */
export function PageShell({
  skipLinkLabel,
  mainId = mainContentId,
  header,
  submenu,
  breadcrumbs,
  children,
  footer,
  style,
  className,
}: PageShellProps) {
  return (
    <div className={['plein-shell', className].filter(Boolean).join(' ')} style={style}>
      <SkipLink targetId={mainId}>{skipLinkLabel}</SkipLink>
      {header ? <header className="plein-shell__header">{header}</header> : null}
      {submenu ? <Container className="plein-shell__submenu">{submenu}</Container> : null}
      {breadcrumbs ? (
        <Container className="plein-shell__breadcrumbs">{breadcrumbs}</Container>
      ) : null}
      <Container className="plein-shell__content">{children}</Container>
      {footer ? (
        <footer className="plein-shell__footer">
          <Container>{footer}</Container>
        </footer>
      ) : null}
    </div>
  );
}
