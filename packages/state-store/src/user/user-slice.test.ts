import { describe, expect, it } from 'vitest';
import type { ApplicationUser, InvitationStatus } from '@plein/api-client';
import { makeStore } from '../make-store';
import {
  invitationStatusLoaded,
  userLoadFailed,
  userLoadStarted,
  userLoaded,
  userUpdated,
} from './user-slice';

const store = () => makeStore({ transport: { baseUrl: '', host: 'localhost', side: 'browser' } });
const user: ApplicationUser = {
  guid: 'u1',
  email: 'jan@example.org',
  firstName: 'Jan',
  middleName: '',
  lastName: 'Jansen',
  properties: [],
  isAdmin: false,
  isMett: false,
  isDeveloper: false,
  isContentManager: false,
  isActive: true,
  roleIds: [],
  termsOfUseVersionAccepted: null,
  emailVerified: true,
};

describe('user slice', () => {
  it('has no loading status before each load, then the response status', () => {
    const s = store();
    s.dispatch(userLoaded({ user, status: 200 }));
    s.dispatch(userLoadStarted());
    expect(s.getState().user.loadingStatus).toBeNull();
    s.dispatch(userLoaded({ user: null, status: 401 }));
    expect(s.getState().user).toMatchObject({ applicationUser: null, loadingStatus: 401 });
  });

  it('sets loading status 500 when a load fails without a status, keeping the user', () => {
    const s = store();
    s.dispatch(userLoaded({ user, status: 200 }));
    s.dispatch(userLoadStarted());
    s.dispatch(userLoadFailed({}));
    expect(s.getState().user.loadingStatus).toBe(500);
    expect(s.getState().user.applicationUser).toEqual(user);
  });

  it('replaces the user with a saved version', () => {
    const s = store();
    s.dispatch(userLoaded({ user, status: 200 }));
    s.dispatch(userUpdated({ ...user, firstName: 'Janneke' }));
    expect(s.getState().user.applicationUser?.firstName).toBe('Janneke');
  });

  it('keeps an invitation status with its load status', () => {
    const s = store();
    const invitation: InvitationStatus = {
      state: 'Open',
      email: 'nieuw@example.org',
      accountExists: false,
      expiresAt: '2026-12-01T00:00:00.000Z',
      platformName: 'Plein Demo',
    };
    s.dispatch(invitationStatusLoaded({ invitationStatus: invitation, status: 200 }));
    expect(s.getState().user).toMatchObject({ invitationStatus: invitation, loadingStatus: 200 });
    s.dispatch(invitationStatusLoaded({ invitationStatus: null, status: 500 }));
    expect(s.getState().user).toMatchObject({ invitationStatus: null, loadingStatus: 500 });
  });
});
