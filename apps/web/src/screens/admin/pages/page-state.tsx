import { useTranslation } from 'react-i18next';
import type { PageSummary } from '@plein/api-client';
import { publicationState } from '../../../data/publication-state';

/**
 * Whether a page is published, and whether its draft has changes visitors do not see yet (an
 * unpublished page's draft always has: "not published" says it all).
 */
export function PageState({ page }: { page: PageSummary }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <span
        className={
          page.isPublished ? 'plein-page-state plein-page-state--published' : 'plein-page-state'
        }
      >
        {t(page.isPublished ? 'pages.published' : 'pages.unpublished')}
      </span>
      {publicationState(page) === 'changed' ? (
        <span className="plein-page-state plein-page-state--changed">{t('pages.changed')}</span>
      ) : null}
    </>
  );
}
