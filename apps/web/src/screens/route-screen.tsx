import type { ComponentType } from 'react';
import { useLocation } from 'react-router';
import { useAppSelector } from '@plein/state-store';
import type { RouteDefinition, ScreenName } from '../routing/route-table';
import { matchContentPath } from '../routing/route-table';
import { PageEditorScreen } from '../editor/page-editor-screen';
import { AccountScreen } from './account/account-screen';
import { AdminMenuScreen } from './admin/menu/admin-menu-screen';
import { AdminPagesScreen } from './admin/pages/admin-pages-screen';
import { AdminRolesScreen } from './admin/admin-roles-screen';
import { AdminUserScreen } from './admin/admin-user-screen';
import { AdminProfileFieldsScreen } from './admin/profile-fields/admin-profile-fields-screen';
import { AdminUsersScreen } from './admin/admin-users-screen';
import { ListItemScreen } from './list-item-screen';
import { InvitationScreen } from './identity/invitation-screen';
import { LoginScreen } from './identity/login-screen';
import { PasswordResetConfirmScreen } from './identity/password-reset-confirm-screen';
import { PasswordResetScreen } from './identity/password-reset-screen';
import { UnauthorizedScreen } from './identity/unauthorized-screen';
import { VerifyEmailScreen } from './identity/verify-email-screen';
import { NotFoundScreen } from './not-found-screen';
import { PageScreen } from './page-screen';
import { SearchScreen } from './search-screen';
import { SettingsScreen } from './admin/settings/settings-screen';

/** The screens of the route table, by name (content pages are rendered with their path). */
const screens: Record<Exclude<ScreenName, 'page'>, ComponentType> = {
  'not-found': NotFoundScreen,
  login: LoginScreen,
  'password-reset': PasswordResetScreen,
  'password-reset-confirm': PasswordResetConfirmScreen,
  'verify-email': VerifyEmailScreen,
  invitation: InvitationScreen,
  unauthorized: UnauthorizedScreen,
  account: AccountScreen,
  'admin-users': AdminUsersScreen,
  'admin-user': AdminUserScreen,
  'admin-profile-fields': AdminProfileFieldsScreen,
  'admin-roles': AdminRolesScreen,
  'admin-pages': AdminPagesScreen,
  'admin-menu': AdminMenuScreen,
  settings: SettingsScreen,
  'page-editor': PageEditorScreen,
  'list-item': ListItemScreen,
  search: SearchScreen,
};

/** Picks the screen of a route; the not-found page when the route raised 404 or has no screen yet. */
export function RouteScreen({ definition }: { definition?: RouteDefinition }) {
  const { pathname } = useLocation();
  const errorStatus = useAppSelector((state) => state.ui.errorStatus);
  const match = definition ? { definition, pagePath: pathname } : matchContentPath(pathname);
  const screen = match.definition.screen;
  if (errorStatus === 404 || screen === null) return <NotFoundScreen />;
  if (screen === 'page') return <PageScreen pagePath={match.pagePath} />;
  const Screen = screens[screen];
  return <Screen />;
}
