import { describe, expect, it } from 'vitest';
import { routeTable } from '../routing/route-table';
import { maySendPageViews } from './page-view-consent';
import { carriesSecretCode, isTrackedRoute } from './tracking-rules';

const route = (id: string) => ({
  id,
  handle: routeTable.find((definition) => definition.id === id),
});

describe('maySendPageViews', () => {
  const date = '2026-11-21T10:00:00Z';

  it('measures cookieless whatever the visitor chose', () => {
    expect(maySendPageViews(true, { categories: ['required'], date })).toBe(true);
    expect(maySendPageViews(true, { categories: ['required', 'analytical'], date: null })).toBe(
      true,
    );
  });

  it('measures with cookies only after the visitor chose the analytical category', () => {
    expect(maySendPageViews(false, { categories: ['required', 'analytical'], date })).toBe(true);
    expect(maySendPageViews(false, { categories: ['required'], date })).toBe(false);
    expect(maySendPageViews(false, { categories: ['required', 'analytical'], date: null })).toBe(
      false,
    );
  });
});

describe('isTrackedRoute', () => {
  it('measures public pages, list items, search and legal pages', () => {
    expect(isTrackedRoute([{ id: 'root' }, { id: 'content-index' }], '/')).toBe(true);
    expect(isTrackedRoute([{ id: 'root' }, { id: 'content' }], '/nieuws/i/abc/titel')).toBe(true);
    expect(isTrackedRoute([{ id: 'root' }, route('search')], '/search')).toBe(true);
    expect(isTrackedRoute([{ id: 'root' }, route('legal-privacy')], '/legal/privacy')).toBe(true);
  });

  it('leaves out admin, account and editor screens and URLs with a secret code', () => {
    expect(isTrackedRoute([{ id: 'root' }, route('admin-users')], '/admin/users')).toBe(false);
    expect(isTrackedRoute([{ id: 'root' }, route('account')], '/account/profile')).toBe(false);
    expect(isTrackedRoute([{ id: 'root' }, { id: 'content' }], '/over-ons/edit')).toBe(false);
    for (const id of [
      'password-reset-confirm',
      'verify-email',
      'confirm-email',
      'invitation',
      'preview',
      'submission',
    ]) {
      expect(isTrackedRoute([{ id: 'root' }, route(id)], '/x/code')).toBe(false);
    }
    expect(isTrackedRoute([], '/')).toBe(false);
  });

  it('sends no referrer from a page whose URL holds a secret, the receipt and address confirmation too', () => {
    for (const path of [
      '/reset-password/abc123',
      '/verify-email/abc123',
      '/confirm-email/abc123',
      '/invitation/abc123',
      '/preview/abc123',
      '/submission/2b449430-c8e5-46fb-b851-7912812f244c',
    ]) {
      expect(carriesSecretCode(path), path).toBe(true);
    }
    expect(carriesSecretCode('/nieuws')).toBe(false);
    expect(carriesSecretCode('/search')).toBe(false);
  });
});
