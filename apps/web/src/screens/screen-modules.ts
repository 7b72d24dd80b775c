import { lazy } from 'react';
import type { ComponentType } from 'react';
import type { ScreenName } from '../routing/route-table';
import { ListItemScreen } from './list-item-screen';
import { NotFoundScreen } from './not-found-screen';
import { SearchScreen } from './search-screen';

/**
 * The screens every visitor may see, in the main bundle: the content page (rendered by path in
 * RouteScreen), a list item, search and not-found.
 */
const publicScreens = {
  'not-found': NotFoundScreen,
  'list-item': ListItemScreen,
  search: SearchScreen,
} satisfies Partial<Record<ScreenName, ComponentType>>;

type SplitScreenName = Exclude<ScreenName, 'page' | keyof typeof publicScreens>;

/**
 * Every other screen is a chunk of its own, loaded on its route only (decision 0011): a visitor of
 * a public page never downloads the admin, the editor, the account or the sign-in forms.
 */
const splitScreens: Record<SplitScreenName, () => Promise<ComponentType>> = {
  login: () => import('./identity/login-screen').then((m) => m.LoginScreen),
  'password-reset': () =>
    import('./identity/password-reset-screen').then((m) => m.PasswordResetScreen),
  'password-reset-confirm': () =>
    import('./identity/password-reset-confirm-screen').then((m) => m.PasswordResetConfirmScreen),
  'verify-email': () => import('./identity/verify-email-screen').then((m) => m.VerifyEmailScreen),
  'confirm-email': () =>
    import('./identity/confirm-email-screen').then((m) => m.ConfirmEmailScreen),
  invitation: () => import('./identity/invitation-screen').then((m) => m.InvitationScreen),
  unauthorized: () => import('./identity/unauthorized-screen').then((m) => m.UnauthorizedScreen),
  account: () => import('./account/account-screen').then((m) => m.AccountScreen),
  'admin-users': () => import('./admin/admin-users-screen').then((m) => m.AdminUsersScreen),
  'admin-user': () => import('./admin/admin-user-screen').then((m) => m.AdminUserScreen),
  'admin-profile-fields': () =>
    import('./admin/profile-fields/admin-profile-fields-screen').then(
      (m) => m.AdminProfileFieldsScreen,
    ),
  'admin-outbox': () => import('./admin/admin-outbox-screen').then((m) => m.AdminOutboxScreen),
  'admin-roles': () => import('./admin/admin-roles-screen').then((m) => m.AdminRolesScreen),
  'admin-pages': () => import('./admin/pages/admin-pages-screen').then((m) => m.AdminPagesScreen),
  'admin-menu': () => import('./admin/menu/admin-menu-screen').then((m) => m.AdminMenuScreen),
  'admin-forms': () =>
    import('./admin/forms/list/admin-forms-screen').then((m) => m.AdminFormsScreen),
  'admin-form-view': () =>
    import('./admin/forms/builder/admin-form-view-screen').then((m) => m.AdminFormViewScreen),
  'admin-form-submissions': () =>
    import('./admin/forms/submissions/admin-form-submissions-screen').then(
      (m) => m.AdminFormSubmissionsScreen,
    ),
  'admin-form-submission': () =>
    import('./admin/forms/submission/admin-form-submission-screen').then(
      (m) => m.AdminFormSubmissionScreen,
    ),
  // Its chart library (recharts) comes with this chunk only.
  'admin-form-dashboard': () =>
    import('./admin/forms/dashboard/admin-form-dashboard-screen').then(
      (m) => m.AdminFormDashboardScreen,
    ),
  settings: () => import('./admin/settings/settings-screen').then((m) => m.SettingsScreen),
  // Its chart library (recharts) comes with this chunk and the form dashboard's only.
  statistics: () =>
    import('./admin/statistics/admin-statistics-screen').then((m) => m.AdminStatisticsScreen),
  'page-editor': () => import('../editor/page-editor-screen').then((m) => m.PageEditorScreen),
  submission: () =>
    import('./forms/submission-receipt-screen').then((m) => m.SubmissionReceiptScreen),
  // A page's draft through a preview link: public, but rare, so not in every visitor's bundle.
  preview: () => import('./preview/preview-screen').then((m) => m.PreviewScreen),
};

const loaded = new Map<ScreenName, ComponentType>(Object.entries(publicScreens) as never);

const isSplit = (name: ScreenName): name is SplitScreenName => name in splitScreens;

/**
 * Loads a screen's chunk (once). Route loaders await it before the route renders, and the browser
 * before it hydrates a server-rendered page, so {@link loadedScreen} has it when React asks.
 *
 * @example
 * await loadScreen('admin-pages');
 */
export async function loadScreen(name: ScreenName | null): Promise<void> {
  if (name === null || loaded.has(name) || !isSplit(name)) return;
  loaded.set(name, await splitScreens[name]());
}

/** A screen's component, when its chunk has loaded (always for the public screens). */
export function loadedScreen(name: ScreenName): ComponentType | undefined {
  return loaded.get(name);
}

const lazyScreens = new Map<ScreenName, ComponentType>();

/**
 * A screen whose chunk has not loaded yet, as a React.lazy component (render it in Suspense). Only
 * a path that skipped the route loader gets here; the loaders load chunks ahead of rendering.
 */
export function lazyScreen(name: ScreenName): ComponentType {
  let screen = lazyScreens.get(name);
  if (!screen) {
    screen = lazy(async () => {
      await loadScreen(name);
      return { default: loaded.get(name) ?? publicScreens['not-found'] };
    });
    lazyScreens.set(name, screen);
  }
  return screen;
}
