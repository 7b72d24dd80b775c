import { matchRoutes } from 'react-router';
import { parseItemPath } from '@plein/api-client';
import type { RootState } from '@plein/state-store';
import { editorHttpStatus, redirectWithoutPage } from './editor-steps';
import type { PrefetchStep } from './prefetch';
import {
  invitationHttpStatus,
  loadAccountSection,
  loadAdminUser,
  loadAdminUsers,
  loadOutbox,
  loadInvitation,
  loadProfileFieldDefinitions,
  loadRoles,
  loadTermsVersion,
  loadUser,
} from './identity-steps';
import { loadAdminMenu, loadAdminPages, loadSettingsScreen } from './content-admin-steps';
import { loadFormBlocks, loadSubmissionReceipt } from './form-steps';
import {
  loadAdminForm,
  loadAdminFormDashboard,
  loadAdminFormSubmission,
  loadAdminFormSubmissions,
  loadAdminForms,
} from './form-admin-steps';
import { loadItemAddress } from '../findability/item-address-step';
import { loadPageCounterpart } from '../findability/page-counterpart-step';
import { loadListItem } from './item-steps';
import { loadListBlocks } from './list-steps';
import { loadItemPage, loadMenu, loadPage, loadSettings, raiseNotFound } from './prefetch-steps';
import { loadPreview, previewHttpStatus } from './preview-steps';
import { loadSearch } from './search-steps';
import { loadStatistics } from './statistics-steps';

/** Who may open a route (spec section 2). */
export type AuthMeta = 'public' | 'user' | 'admin' | 'content-manager';

/** Screens that exist. A route whose screen is not built yet answers the not-found page. */
export type ScreenName =
  | 'page'
  | 'not-found'
  | 'login'
  | 'password-reset'
  | 'password-reset-confirm'
  | 'verify-email'
  | 'confirm-email'
  | 'invitation'
  | 'unauthorized'
  | 'account'
  | 'admin-users'
  | 'admin-user'
  | 'admin-profile-fields'
  | 'admin-outbox'
  | 'admin-roles'
  | 'admin-pages'
  | 'admin-menu'
  | 'admin-forms'
  | 'admin-form-view'
  | 'admin-form-submissions'
  | 'admin-form-submission'
  | 'admin-form-dashboard'
  | 'settings'
  | 'statistics'
  | 'page-editor'
  | 'list-item'
  | 'search'
  | 'submission'
  | 'preview';

/** One route of the app, declared as data. */
export interface RouteDefinition {
  id: string;
  /** react-router path pattern; `{any path}` routes are matched by {@link matchContentPath}. */
  path: string;
  auth: AuthMeta;
  /** Hide the edit button on this route. */
  hideEdit?: boolean;
  /** Screen to render; null while the feature that owns it has not landed. */
  screen: ScreenName | null;
  /** Pre-fetch steps, run in sequence before the route resolves. */
  prefetch?: PrefetchStep[];
  /** A redirect route: where it sends the browser. */
  redirectTo?: string;
  /** HTTP status of the server render when it is not 200 (the unauthorized page: 403). */
  httpStatus?: number;
  /** A status decided by the pre-fetched data (the editor: 403; an expired preview link: 404). */
  httpStatusOf?: (
    state: RootState,
    pagePath: string,
    params: Record<string, string | undefined>,
  ) => number | undefined;
  /**
   * Its page is for the holder of its URL only (a preview link's draft, a form's receipt, the
   * page of a code sent by e-mail): no cache keeps its HTML, which is sent
   * `Cache-Control: private, no-store`.
   */
  noStore?: boolean;
}

type Extra = Partial<
  Pick<
    RouteDefinition,
    'screen' | 'prefetch' | 'httpStatus' | 'hideEdit' | 'httpStatusOf' | 'noStore'
  >
>;

const admin = (id: string, path: string, extra: Extra = {}): RouteDefinition => ({
  id,
  path,
  auth: 'admin',
  hideEdit: true,
  screen: null,
  ...extra,
});
const publicPage = (id: string, path: string, extra: Extra = {}): RouteDefinition => ({
  id,
  path,
  auth: 'public',
  hideEdit: true,
  screen: null,
  ...extra,
});

/** Legal pages are editable pages found by name (see `locatePage`); they keep the edit button. */
const legalPage: Extra = {
  screen: 'page',
  prefetch: [loadPage, loadPageCounterpart, loadListBlocks],
  hideEdit: false,
};

/**
 * Steps every route runs first: the tenant's settings and main menu (for the shell), the
 * signed-in user and, for a signed-in user, the current terms-of-use version.
 */
export const shellPrefetch: PrefetchStep[] = [loadSettings, loadMenu, loadUser, loadTermsVersion];

/** The route table of spec section 2, in matching order. */
export const routeTable: RouteDefinition[] = [
  { id: 'home-redirect', path: 'home', auth: 'public', screen: null, redirectTo: '/' },
  { id: 'admin-redirect', path: 'admin', auth: 'admin', screen: null, redirectTo: '/admin/pages' },
  {
    id: 'account-redirect',
    path: 'account',
    auth: 'user',
    screen: null,
    redirectTo: '/account/profile',
  },

  publicPage('login', 'login', { screen: 'login' }),
  publicPage('password-reset', 'reset-password', { screen: 'password-reset' }),
  // The pages of a code sent by e-mail, and a visitor's receipt: one person's, whoever asks.
  publicPage('password-reset-confirm', 'reset-password/:code', {
    screen: 'password-reset-confirm',
    noStore: true,
  }),
  publicPage('verify-email', 'verify-email/:code', { screen: 'verify-email', noStore: true }),
  publicPage('confirm-email', 'confirm-email/:code', { screen: 'confirm-email', noStore: true }),
  publicPage('invitation', 'invitation/:code', {
    screen: 'invitation',
    prefetch: [loadInvitation],
    httpStatusOf: invitationHttpStatus,
    noStore: true,
  }),
  publicPage('search', 'search', { screen: 'search', prefetch: [loadSearch] }),
  publicPage('submission', 'submission/:submissionGuid', {
    screen: 'submission',
    prefetch: [loadSubmissionReceipt],
    noStore: true,
  }),
  publicPage('unauthorized', 'unauthorized', { screen: 'unauthorized', httpStatus: 403 }),
  // A page's draft for reviewers without an account, while the link is valid (decision 0016).
  publicPage('preview', 'preview/:token', {
    screen: 'preview',
    prefetch: [loadPreview],
    httpStatusOf: previewHttpStatus,
    noStore: true,
  }),
  publicPage('legal-terms-of-use', 'legal/terms-of-use/:lang', legalPage),
  publicPage('legal-privacy', 'legal/privacy', legalPage),
  publicPage('legal-accessibility', 'legal/accessibility/:lang', legalPage),
  publicPage('legal-cookie-statement', 'legal/cookie-statement/:lang', legalPage),

  admin('admin-pages', 'admin/pages', { screen: 'admin-pages', prefetch: [loadAdminPages] }),
  admin('admin-menu', 'admin/menu', { screen: 'admin-menu', prefetch: [loadAdminMenu] }),
  admin('admin-users', 'admin/users', { screen: 'admin-users', prefetch: [loadAdminUsers] }),
  admin('admin-outbox', 'admin/users/outbox', { screen: 'admin-outbox', prefetch: [loadOutbox] }),
  admin('admin-profile-fields', 'admin/users/fields', {
    screen: 'admin-profile-fields',
    prefetch: [loadProfileFieldDefinitions],
  }),
  admin('admin-user', 'admin/users/:guid/:accountCategory', {
    screen: 'admin-user',
    prefetch: [loadAdminUser],
  }),
  admin('admin-roles', 'admin/roles', { screen: 'admin-roles', prefetch: [loadRoles] }),
  admin('admin-forms', 'admin/forms', { screen: 'admin-forms', prefetch: [loadAdminForms] }),
  admin('admin-form-submissions', 'admin/forms/:guid', {
    screen: 'admin-form-submissions',
    prefetch: [loadAdminFormSubmissions],
  }),
  admin('admin-form-view', 'admin/forms/view/:guid', {
    screen: 'admin-form-view',
    prefetch: [loadAdminForm],
  }),
  admin('admin-form-dashboard', 'admin/forms/:guid/:version/dashboard', {
    screen: 'admin-form-dashboard',
    prefetch: [loadAdminFormDashboard],
  }),
  admin('admin-form-submission', 'admin/forms/:guid/:submissionGuid', {
    screen: 'admin-form-submission',
    prefetch: [loadAdminFormSubmission],
  }),
  admin('settings', 'settings', { screen: 'settings', prefetch: [loadSettingsScreen] }),
  admin('settings-section', 'settings/:settingsSection', {
    screen: 'settings',
    prefetch: [loadSettingsScreen],
  }),
  admin('statistics', 'statistics', { screen: 'statistics', prefetch: [loadStatistics] }),

  {
    id: 'account',
    path: 'account/:accountCategory',
    auth: 'user',
    hideEdit: true,
    screen: 'account',
    prefetch: [loadAccountSection],
  },

  {
    id: 'content-item',
    path: '{any path}/i/:itemGuid/:itemTitle?',
    auth: 'public',
    screen: 'list-item',
    prefetch: [loadListItem, loadItemAddress, loadItemPage],
  },
  {
    id: 'content-edit',
    path: '{any path}/edit',
    auth: 'content-manager',
    hideEdit: true,
    screen: 'page-editor',
    prefetch: [loadPage, redirectWithoutPage],
    httpStatusOf: editorHttpStatus,
  },
  {
    id: 'content-page',
    path: '{any path}',
    auth: 'public',
    screen: 'page',
    prefetch: [loadPage, loadPageCounterpart, loadListBlocks, loadFormBlocks],
  },
];

/** The route-level pre-fetch of a definition: its own steps, or the not-found status. */
export function routePrefetch(definition: RouteDefinition): PrefetchStep[] {
  return definition.screen === null ? [raiseNotFound] : (definition.prefetch ?? []);
}

/** Whether a route's screens need the admin message bundle (spec section 2). */
export function needsAdminMessages(definition: RouteDefinition): boolean {
  return definition.auth === 'admin' || definition.auth === 'content-manager';
}

/**
 * Whether a route's screen is shown in the admin frame rather than the site's (spec section 2:
 * admin pages have their own navigation, no breadcrumbs): the admin routes, settings and
 * statistics. The editor (content managers) keeps the site around the page it edits.
 */
export function hasAdminFrame(definition: RouteDefinition): boolean {
  return definition.auth === 'admin';
}

const contentRoute = (id: string): RouteDefinition => {
  const found = routeTable.find((route) => route.id === id);
  if (!found) throw new Error(`Route ${id} is missing from the route table`);
  return found;
};

/** A `{any path}` route matched against a path name. */
export interface ContentMatch {
  definition: RouteDefinition;
  /** The page path the route is about, e.g. `/nieuws` for `/nieuws/edit`. */
  pagePath: string;
  params: Record<string, string>;
}

/**
 * Matches the three `{any path}` routes: an item view, an edit route, or a page.
 *
 * @example
 * matchContentPath('/nieuws/i/abc/mijn-titel').definition.id; // 'content-item'
 */
export function matchContentPath(pathname: string): ContentMatch {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const item = parseItemPath(path);
  if (item) {
    const params: Record<string, string> = { itemGuid: item.itemGuid };
    if (item.slug) params.itemTitle = item.slug;
    return { definition: contentRoute('content-item'), pagePath: item.pagePath, params };
  }
  const edit = /^(.*)\/edit$/.exec(path);
  if (edit)
    return { definition: contentRoute('content-edit'), pagePath: edit[1] || '/', params: {} };
  return { definition: contentRoute('content-page'), pagePath: path || '/', params: {} };
}

const fixedRoutes = routeTable
  .filter((route) => !route.path.startsWith('{any path}'))
  .map((route) => ({ path: route.path, handle: route }));

/**
 * The route definition a path name is rendered with, ranked as the router ranks them.
 *
 * @example
 * definitionForPath('/admin/pages').id; // 'admin-pages'
 */
export function definitionForPath(pathname: string): RouteDefinition {
  const fixed = matchRoutes(fixedRoutes, pathname)?.at(-1)?.route.handle;
  return fixed ?? matchContentPath(pathname).definition;
}

/** Screens whose HTML is the same for every anonymous visitor (no form token, no account). */
const sharedScreens = new Set<ScreenName | null>(['page', 'list-item', 'search', null]);

/**
 * Whether the page at a path may be served to anonymous visitors from the HTML cache: a public
 * content page, list item or search (or a path no screen answers: not-found), never a sign-in
 * form (it carries the visitor's form token), a redirect, a screen for signed-in users or a page
 * no cache may keep (a preview).
 */
export function isSharedPage(pathname: string): boolean {
  const definition = definitionForPath(pathname);
  return (
    definition.auth === 'public' &&
    !definition.redirectTo &&
    !definition.noStore &&
    sharedScreens.has(definition.screen)
  );
}

/**
 * Whether no cache may keep the page at a path, the browser's included (a preview link's draft,
 * a receipt, the page of a code sent by e-mail): it is sent `Cache-Control: private, no-store`.
 *
 * @example
 * isNeverStoredPage('/preview/abc'); // true
 */
export function isNeverStoredPage(pathname: string): boolean {
  return definitionForPath(pathname).noStore === true;
}

/**
 * The definition of the route a match list ends in; `{any path}` routes resolve by the path
 * (a page, a list item or the editor).
 */
export function routeDefinitionOf(
  matches: readonly { id: string; handle?: unknown }[],
  pathname: string,
): RouteDefinition | undefined {
  const deepest = matches.at(-1);
  if (!deepest) return undefined;
  return deepest.id === 'content' || deepest.id === 'content-index'
    ? matchContentPath(pathname).definition
    : (deepest.handle as RouteDefinition | undefined);
}
