import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import { canEditPage } from '@plein/api-client';
import { useAppSelector } from '@plein/state-store';
import { ButtonLink } from '@plein/ui-kit';
import { useLocatedPage } from '../data/use-located-page';
import { mayOpen } from '../identity/route-guard';
import { useApplicationUser } from '../identity/use-application-user';
import type { RouteDefinition } from '../routing/route-table';
import { editPathOf } from '../routing/page-path';
import { matchContentPath } from '../routing/route-table';
import { useAccessToken } from './use-access-token';
import './edit-page-link.css';

/**
 * The path of the page the current route shows, when the route has an edit button (not
 * `hideEdit`): the page of a `{any path}` route, or a legal page at its own path. Null otherwise.
 *
 * @example
 * editablePagePath([{ id: 'content' }], '/nieuws/i/abc/titel'); // '/nieuws'
 */
export function editablePagePath(
  matches: readonly { id: string; handle?: unknown }[],
  pathname: string,
): string | null {
  const deepest = matches.at(-1);
  if (!deepest) return null;
  if (deepest.id === 'content' || deepest.id === 'content-index') {
    const match = matchContentPath(pathname);
    return match.definition.hideEdit ? null : match.pagePath;
  }
  const definition = deepest.handle as RouteDefinition | undefined;
  if (!definition || definition.hideEdit || definition.screen !== 'page') return null;
  return pathname;
}

/**
 * The "edit page" link above a page (spec section 2): shown on routes without `hideEdit` to a
 * signed-in user with an access token who may edit the page shown. Also fetches that token for
 * content managers and admins.
 */
export function EditPageLink() {
  useAccessToken();
  // Its label is a public message: a visitor's page never loads the admin bundle for it.
  const { t } = useTranslation();
  const user = useApplicationUser();
  const tokenSet = useAppSelector((state) => state.access.accessTokenSet);
  const { pathname } = useLocation();
  const matches = useMatches();
  const editor = tokenSet && mayOpen('content-manager', user);
  const pagePath = editor ? editablePagePath(matches, pathname) : null;
  const { page } = useLocatedPage(pagePath);
  if (pagePath === null || !page || !canEditPage(user, page)) return null;
  return (
    <div className="plein-edit-page">
      <ButtonLink href={editPathOf(pagePath)} variant="secondary" size="sm">
        {t('shell.editPage')}
      </ButtonLink>
    </div>
  );
}
