import { describe, expect, it } from 'vitest';
import { testUser } from '../test-support/fake-api';
import { guardRedirect, loginHref, mayOpen, safeReturnTo } from './route-guard';

const at = (path: string) => new URL(`http://localhost${path}`);

describe('route guards', () => {
  it('send visitors of user, admin and content-manager routes to the sign-in page and back', () => {
    expect(guardRedirect('user', null, at('/account/profile'))).toBe(
      '/login?returnTo=%2Faccount%2Fprofile',
    );
    expect(guardRedirect('admin', null, at('/admin/users?search=jan'))).toBe(
      loginHref('/admin/users?search=jan'),
    );
    expect(guardRedirect('content-manager', null, at('/nieuws/edit'))).toBe(
      loginHref('/nieuws/edit'),
    );
  });

  it('let everyone open public routes', () => {
    expect(guardRedirect('public', null, at('/login'))).toBeNull();
    expect(guardRedirect('public', testUser(), at('/'))).toBeNull();
  });

  it('send signed-in users without the right to the unauthorized page', () => {
    const user = testUser();
    expect(guardRedirect('user', user, at('/account/profile'))).toBeNull();
    expect(guardRedirect('admin', user, at('/admin/users'))).toBe('/unauthorized');
    expect(guardRedirect('content-manager', user, at('/x/edit'))).toBe('/unauthorized');
  });

  it('let admins into admin and content-manager routes, content managers only into the latter', () => {
    const admin = testUser({ isAdmin: true });
    const editor = testUser({ isContentManager: true });
    expect(mayOpen('admin', admin)).toBe(true);
    expect(mayOpen('content-manager', admin)).toBe(true);
    expect(mayOpen('content-manager', editor)).toBe(true);
    expect(mayOpen('admin', editor)).toBe(false);
  });

  it('keep an inactive account out of admin routes but not out of its own account', () => {
    const inactiveAdmin = testUser({ isAdmin: true, isActive: false });
    expect(mayOpen('admin', inactiveAdmin)).toBe(false);
    expect(mayOpen('user', inactiveAdmin)).toBe(true);
  });
});

describe('safeReturnTo', () => {
  it('returns to paths of this site only', () => {
    expect(safeReturnTo('/account/profile?x=1')).toBe('/account/profile?x=1');
    expect(safeReturnTo('/')).toBe('/');
    expect(safeReturnTo(null)).toBe('/');
    expect(safeReturnTo('https://evil.example/')).toBe('/');
    expect(safeReturnTo('//evil.example/')).toBe('/');
    expect(safeReturnTo('/\\evil.example')).toBe('/');
    expect(safeReturnTo('/login?returnTo=%2F')).toBe('/');
    expect(safeReturnTo('/\t/evil.example')).toBe('/');
    expect(safeReturnTo('/\n/evil.example')).toBe('/');
  });
});
