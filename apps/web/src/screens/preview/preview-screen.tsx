import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isPreviewToken, pagePathOf, useGetPreviewQuery } from '@plein/api-client';
import type { BlockViewProps, FormBlockContent } from '@plein/building-blocks';
import { Link, mainContentId, Notice } from '@plein/ui-kit';
import { documentTitle } from '../../app/document-title';
import { useSettings, useTopLevelMenu } from '../../data/use-tenant-data';
import { errorStatusOf } from '../../identity/error-status';
import { formatDateTime } from '../format-date';
import { FormBlockView } from '../../islands/block-islands';
import { createAppRegistry } from '../block-registry';
import { ErrorScreen } from '../error-screen';
import { PageView } from '../page-view';
import './preview-screen.css';

/**
 * A form in a preview is shown as visitors will see it but cannot be sent: a reviewer's answer
 * would be a real submission of a form the page may not even publish yet.
 */
function PreviewFormView(props: BlockViewProps<FormBlockContent>) {
  const { t } = useTranslation();
  return (
    <div className="plein-preview-form">
      <p className="plein-preview-form__note">{t('preview.formNote')}</p>
      <div inert>
        <FormBlockView {...props} />
      </div>
    </div>
  );
}

const previewRegistry = createAppRegistry({ FormView: PreviewFormView });

/** Search engines never index a preview, whatever its state. */
const noIndex = <meta name="robots" content="noindex" />;

/**
 * A page's draft through a preview link (`/preview/{token}`), for reviewers without an account:
 * the page as visitors would see it once published, under a banner saying it is a draft and until
 * when the link is valid. An unknown, revoked or expired link shows a not-found notice (HTTP 404).
 * No cache keeps this page, and it sends no referrer (its URL carries the token).
 */
export function PreviewScreen() {
  const { t, i18n } = useTranslation();
  const { token = '' } = useParams();
  const { platformName } = useSettings();
  const menu = useTopLevelMenu();
  const valid = isPreviewToken(token);
  const query = useGetPreviewQuery(valid ? token : skipToken);

  if (query.data) {
    const { page, preview } = query.data;
    const banner = (
      <Notice tone="warning" className="plein-preview-banner">
        <p>{t('preview.banner', { time: formatDateTime(preview.expiresAt, i18n.language) })}</p>
      </Notice>
    );
    return (
      <>
        <title>
          {documentTitle(t('preview.documentTitle', { title: page.title }), platformName)}
        </title>
        {noIndex}
        <PageView
          page={page}
          pagePath={pagePathOf(menu, page)}
          banner={banner}
          registry={previewRegistry}
        />
      </>
    );
  }
  if (valid && (query.isLoading || query.isFetching)) return noIndex;
  const status = errorStatusOf(query.error);
  if (query.isError && status !== 404 && status !== 400) {
    return <ErrorScreen>{noIndex}</ErrorScreen>;
  }
  return (
    <main id={mainContentId} tabIndex={-1}>
      <title>{documentTitle(t('preview.notFoundTitle'), platformName)}</title>
      {noIndex}
      <Notice tone="info" title={t('preview.notFoundTitle')} headingLevel={1}>
        <p>{t('preview.notFound')}</p>
        <p>
          <Link href="/">{t('notFound.backHome')}</Link>
        </p>
      </Notice>
    </main>
  );
}
