import { Container } from '@plein/ui-kit';
import type { ReactNode } from 'react';
import './site-header.css';

/** Props of {@link SiteHeader}. */
export interface SiteHeaderProps {
  /** The Logo. */
  logo: ReactNode;
  /** Tools at the end of the logo row: language switcher, log-in button, search. */
  tools?: ReactNode;
  /** The main NavigationMenu, in its own row below the logo (48 px on desktop, spec section 9). */
  navigation?: ReactNode;
  className?: string;
}

/**
 * The content of the site header: logo and tools in one row, the main navigation below. Put it in
 * the PageShell's `header` slot, which supplies the `<header>` landmark.
 *
 * @example
 * <PageShell header={<SiteHeader logo={<Logo ... />} tools={<LanguageSwitcher ... />} navigation={<NavigationMenu ... />} />} ... />
 */
export function SiteHeader({ logo, tools, navigation, className }: SiteHeaderProps) {
  return (
    <div className={['plein-site-header', className].filter(Boolean).join(' ')}>
      <Container className="plein-site-header__bar">
        <div className="plein-site-header__logo">{logo}</div>
        {tools ? <div className="plein-site-header__tools">{tools}</div> : null}
      </Container>
      {navigation ? (
        <Container className="plein-site-header__navigation">{navigation}</Container>
      ) : null}
    </div>
  );
}
