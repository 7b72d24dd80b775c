import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { adminHeaderHeightHint, Container, LanguageSwitcher, Link } from '@plein/ui-kit';
import { useSettings } from '../../../data/use-tenant-data';
import { useLanguageOptions } from '../../../shell/use-language-options';
import { UserMenu } from '../../../shell/user-menu';
import { adminTopEntries, topEntryCurrent } from './admin-navigation';

const barHeight = { '--plein-admin-header-height': `${adminHeaderHeightHint}px` } as CSSProperties;

/**
 * The admin header: the platform's name, the two top entries (admin and settings), a link back
 * to the site, the languages and the user menu (account, sign-out).
 */
export function AdminHeader() {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation();
  const { pathname } = useLocation();
  const { platformName } = useSettings();
  const languages = useLanguageOptions();
  return (
    <Container className="plein-admin-header" style={barHeight}>
      <p className="plein-admin-header__name">{platformName}</p>
      <nav aria-label={t('navigation.sections')} className="plein-admin-header__sections">
        <ul>
          {adminTopEntries.map((entry) => (
            <li key={entry.key}>
              <Link href={entry.href} aria-current={topEntryCurrent(pathname, entry.key)}>
                {t(`navigation.${entry.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="plein-admin-header__tools">
        <Link href="/" className="plein-admin-header__site">
          {t('navigation.toSite')}
        </Link>
        <LanguageSwitcher label={tCommon('shell.language')} languages={languages} />
        <UserMenu />
      </div>
    </Container>
  );
}
