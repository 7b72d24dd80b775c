import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Link, mainContentId, Notice } from '@plein/ui-kit';
import { documentTitle } from '../app/document-title';
import { useSettings } from '../data/use-tenant-data';
import { Island } from '../islands/island';

/**
 * The ordinary not-found page (HTTP 404 when rendered on the server); the statistics count it on
 * the public site.
 */
export function NotFoundScreen() {
  const { t } = useTranslation();
  const { platformName } = useSettings();
  const { pathname } = useLocation();
  return (
    <main id={mainContentId} tabIndex={-1}>
      <title>{documentTitle(t('notFound.title'), platformName)}</title>
      <Notice tone="info" title={t('notFound.title')} headingLevel={1}>
        <p>{t('notFound.text')}</p>
        <p>
          <Link href="/">{t('notFound.backHome')}</Link>
        </p>
      </Notice>
      <Island name="statistics" props={{ event: 'notFound', path: pathname }} />
    </main>
  );
}
