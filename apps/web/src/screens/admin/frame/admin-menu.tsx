import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Link } from '@plein/ui-kit';
import { adminMenu, menuEntryCurrent } from './admin-navigation';

/** The admin menu beside an admin screen, its current entry marked with `aria-current`. */
export function AdminMenu() {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('navigation.label')} className="plein-admin-menu">
      <ul>
        {adminMenu.map((entry) => (
          <li key={entry.key}>
            <Link href={entry.href} aria-current={menuEntryCurrent(pathname, entry.href)}>
              {t(`navigation.${entry.key}`)}
              {entry.beta ? (
                <span className="plein-admin-menu__beta">{t('navigation.beta')}</span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
