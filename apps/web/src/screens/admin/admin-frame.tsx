import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Link } from '@plein/ui-kit';
import { ScreenMain } from '../screen-main';
import './admin-frame.css';

/**
 * The admin menu (spec section 2): pages, menu, users, roles and forms (beta), and the
 * statistics (spec section 1: administrators run statistics; its route is `/statistics`).
 */
export const adminMenu = [
  { key: 'pages', href: '/admin/pages' },
  { key: 'menu', href: '/admin/menu' },
  { key: 'users', href: '/admin/users' },
  { key: 'roles', href: '/admin/roles' },
  { key: 'forms', href: '/admin/forms', beta: true },
  { key: 'statistics', href: '/statistics' },
] as const;

/**
 * The admin shell around admin screens: the admin navigation with its two top entries (admin
 * and settings) beside the screen; no edit button and no breadcrumbs.
 */
export function AdminFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  const current = (href: string) =>
    pathname === href || pathname.startsWith(`${href}/`) ? 'page' : undefined;
  return (
    <div className="plein-admin">
      <nav aria-label={t('navigation.label')} className="plein-admin__navigation">
        <ul>
          <li>
            <Link href="/admin/pages" aria-current={current('/admin/pages')}>
              {t('navigation.admin')}
            </Link>
            <ul>
              {adminMenu.map((item) => (
                <li key={item.key}>
                  <Link href={item.href} aria-current={current(item.href)}>
                    {t(`navigation.${item.key}`)}
                    {'beta' in item ? (
                      <span className="plein-admin__beta">{t('navigation.beta')}</span>
                    ) : null}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
          <li>
            <Link href="/settings" aria-current={current('/settings')}>
              {t('navigation.settings')}
            </Link>
          </li>
        </ul>
      </nav>
      <ScreenMain title={title} wide>
        {children}
      </ScreenMain>
    </div>
  );
}
