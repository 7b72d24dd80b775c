import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageShell } from '@plein/layouts';
import { AdminHeader } from './admin-header';
import { AdminMenu } from './admin-menu';
import './admin-frame.css';

/**
 * The frame of every admin screen (spec section 2), in place of the site's header, footer and
 * breadcrumbs: the admin header (platform name, the two top entries, the way back to the site,
 * languages, the user menu) and the admin menu beside the screen.
 *
 * @example
 * <AdminFrame><Outlet /></AdminFrame>
 */
export function AdminFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <PageShell
      className="plein-admin-shell"
      skipLinkLabel={t('shell.skipToContent')}
      header={<AdminHeader />}
    >
      <div className="plein-admin">
        <AdminMenu />
        <div className="plein-admin__screen">{children}</div>
      </div>
    </PageShell>
  );
}
