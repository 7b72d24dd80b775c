import { useTranslation } from 'react-i18next';
import { Link, mainContentId, Notice } from '@plein/ui-kit';
import { documentTitle } from '../../app/document-title';
import { useSettings } from '../../data/use-tenant-data';
import { useApplicationUser } from '../../identity/use-application-user';
import { loginHref } from '../../identity/route-guard';

/** Where a signed-in user without the right lands (HTTP 403 when rendered on the server). */
export function UnauthorizedScreen() {
  const { t } = useTranslation();
  const { platformName } = useSettings();
  const user = useApplicationUser();
  return (
    <main id={mainContentId} tabIndex={-1}>
      <title>{documentTitle(t('unauthorized.title'), platformName)}</title>
      <Notice tone="warning" title={t('unauthorized.title')} headingLevel={1}>
        <p>{t(user ? 'unauthorized.signedIn' : 'unauthorized.visitor')}</p>
        <ul>
          {user ? null : (
            <li>
              <Link href={loginHref('/')}>{t('userMenu.signIn')}</Link>
            </li>
          )}
          <li>
            <Link href="/">{t('notFound.backHome')}</Link>
          </li>
        </ul>
      </Notice>
    </main>
  );
}
