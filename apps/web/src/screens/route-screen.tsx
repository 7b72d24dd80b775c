import type { ComponentType } from 'react';
import { useLocation } from 'react-router';
import { useAppSelector } from '@plein/state-store';
import type { RouteDefinition, ScreenName } from '../routing/route-table';
import { matchContentPath } from '../routing/route-table';
import { AccountScreen } from './account/account-screen';
import { AdminRolesScreen } from './admin/admin-roles-screen';
import { AdminUserScreen } from './admin/admin-user-screen';
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
  'admin-roles': AdminRolesScreen,
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
