import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { canEditPage } from '@plein/api-client';
import { mainContentId, Notice } from '@plein/ui-kit';
import { useApplicationUser } from '../identity/use-application-user';
import { matchContentPath } from '../routing/route-table';
import { UnauthorizedScreen } from '../screens/identity/unauthorized-screen';
import { NotFoundScreen } from '../screens/not-found-screen';
import { PageEditor } from './page-editor';
import { useLocatedPage } from '../data/use-located-page';
import { AppFormServices } from '../forms/app-form-services';
import { useFormChoices } from './use-form-choices';

/**
 * The screen of `{any path}/edit`: the editor of the page at the path, for a user who may edit
 * it (spec section 6); others get the unauthorized screen (the server answers 403).
 */
export function PageEditorScreen() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { pagePath } = matchContentPath(pathname);
  const user = useApplicationUser();
  const { locator, page, isLoading, failed } = useLocatedPage(pagePath);

  if (page && locator) {
    if (!canEditPage(user, page)) return <UnauthorizedScreen />;
    return (
      <AppFormServices useFormChoices={useFormChoices}>
        <PageEditor
          page={page}
          pagePath={pagePath}
          locator={locator}
          isAdmin={user?.isAdmin ?? false}
        />
      </AppFormServices>
    );
  }
  if (isLoading) return null;
  if (failed) {
    return (
      <main id={mainContentId} tabIndex={-1}>
        <Notice tone="error" title={t('error.title')} headingLevel={1} role="alert">
          <p>{t('error.text')}</p>
        </Notice>
      </main>
    );
  }
  return <NotFoundScreen />;
}
