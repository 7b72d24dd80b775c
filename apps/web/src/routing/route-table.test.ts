import { describe, expect, it } from 'vitest';
import {
  definitionForPath,
  hasAdminFrame,
  isNeverStoredPage,
  isSharedPage,
  matchContentPath,
  needsAdminMessages,
  routePrefetch,
  routeTable,
} from './route-table';

describe('route table', () => {
  it('declares every route of spec section 2 once', () => {
    const paths = routeTable.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of [
      'invitation/:code',
      'search',
      'admin/users/:guid/:accountCategory',
      'admin/forms/:guid/:version/dashboard',
      'settings',
      'statistics',
      'account/:accountCategory',
      'legal/cookie-statement/:lang',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('has the three redirects', () => {
    const redirects = Object.fromEntries(
      routeTable.filter((r) => r.redirectTo).map((r) => [r.path, r.redirectTo]),
    );
    expect(redirects).toEqual({ home: '/', admin: '/admin/pages', account: '/account/profile' });
  });

  it('hides the edit button on admin routes and loads admin messages only for admin and content-manager routes', () => {
    for (const route of routeTable.filter((r) => r.auth === 'admin' && !r.redirectTo))
      expect(route.hideEdit).toBe(true);
    const byId = (id: string) => routeTable.find((r) => r.id === id)!;
    expect(needsAdminMessages(byId('admin-users'))).toBe(true);
    expect(needsAdminMessages(byId('content-edit'))).toBe(true);
    expect(needsAdminMessages(byId('content-page'))).toBe(false);
    expect(needsAdminMessages(byId('search'))).toBe(false);
  });

  it('frames the admin routes, settings and statistics as admin, and nothing else', () => {
    const framed = (path: string) => hasAdminFrame(definitionForPath(path));
    for (const path of ['/admin/pages', '/admin/users/abc/profile', '/settings', '/statistics'])
      expect(framed(path)).toBe(true);
    for (const path of ['/', '/nieuws/edit', '/account/profile', '/login', '/search'])
      expect(framed(path)).toBe(false);
  });

  it('answers not-found for routes whose screen has not landed', () => {
    const unbuilt = { id: 'x', path: 'x', auth: 'admin', screen: null } as const;
    expect(routePrefetch(unbuilt).map((step) => step.stepName)).toEqual(['not-found']);
    const submission = routeTable.find((r) => r.id === 'submission')!;
    expect(routePrefetch(submission).map((step) => step.stepName)).toEqual(['submission-receipt']);
    const page = routeTable.find((r) => r.id === 'content-page')!;
    expect(routePrefetch(page).map((step) => step.stepName)).toEqual([
      'page',
      'page-counterpart',
      'list-blocks',
      'form-blocks',
    ]);
    const item = routeTable.find((r) => r.id === 'content-item')!;
    expect(routePrefetch(item).map((step) => step.stepName)).toEqual([
      'list-item',
      'item-address',
      'item-page',
    ]);
    const search = routeTable.find((r) => r.id === 'search')!;
    expect(routePrefetch(search).map((step) => step.stepName)).toEqual(['search']);
  });
});

describe('the admin form routes', () => {
  it('give each form screen its own route, screen and pre-fetch, view/… before a submission', () => {
    const screens = Object.fromEntries(
      [
        'admin/forms',
        'admin/forms/x',
        'admin/forms/view/x',
        'admin/forms/x/y',
        'admin/forms/x/2/dashboard',
      ].map((path) => {
        const route = definitionForPath(`/${path}`);
        return [path, [route.screen, routePrefetch(route).map((step) => step.stepName)]];
      }),
    );
    expect(screens).toEqual({
      'admin/forms': ['admin-forms', ['admin-forms']],
      'admin/forms/x': ['admin-form-submissions', ['admin-form-submissions']],
      'admin/forms/view/x': ['admin-form-view', ['admin-form']],
      'admin/forms/x/y': ['admin-form-submission', ['admin-form-submission']],
      'admin/forms/x/2/dashboard': ['admin-form-dashboard', ['admin-form-dashboard']],
    });
    expect(definitionForPath('/admin/forms/x/2/dashboard').id).toBe('admin-form-dashboard');
    for (const path of ['/admin/forms', '/admin/forms/view/x', '/admin/forms/x/2/dashboard'])
      expect(definitionForPath(path)).toMatchObject({ auth: 'admin', hideEdit: true });
  });
});

describe('the statistics route', () => {
  it('is an admin screen of its own at /statistics, pre-fetching the report, never shared', () => {
    const route = definitionForPath('/statistics');
    expect(route).toMatchObject({ id: 'statistics', auth: 'admin', hideEdit: true });
    expect(route.screen).toBe('statistics');
    expect(routePrefetch(route).map((step) => step.stepName)).toEqual(['statistics']);
    expect(needsAdminMessages(route)).toBe(true);
    expect(isSharedPage('/statistics')).toBe(false);
  });
});

describe('the preview route', () => {
  it('is a public screen of its own for a token, pre-fetching the draft, never kept by a cache', () => {
    const route = definitionForPath(`/preview/${'a'.repeat(43)}`);
    expect(route).toMatchObject({ id: 'preview', auth: 'public', hideEdit: true, noStore: true });
    expect(route.screen).toBe('preview');
    expect(routePrefetch(route).map((step) => step.stepName)).toEqual(['preview']);
    expect(needsAdminMessages(route)).toBe(false);
    expect(isSharedPage('/preview/abc')).toBe(false);
    expect(isNeverStoredPage('/preview/abc')).toBe(true);
    // A page named preview is still a content page.
    expect(definitionForPath('/preview').id).toBe('content-page');
    expect(isNeverStoredPage('/preview')).toBe(false);
  });
});

describe('matchContentPath', () => {
  it('matches item views with and without a title', () => {
    expect(matchContentPath('/nieuws/i/abc123/mijn-titel')).toMatchObject({
      definition: { id: 'content-item' },
      pagePath: '/nieuws',
      params: { itemGuid: 'abc123', itemTitle: 'mijn-titel' },
    });
    expect(matchContentPath('/i/abc123')).toMatchObject({
      pagePath: '/',
      params: { itemGuid: 'abc123' },
    });
  });

  it('matches edit routes of any page, including the home page', () => {
    expect(matchContentPath('/over-ons/edit')).toMatchObject({
      definition: { id: 'content-edit' },
      pagePath: '/over-ons',
    });
    expect(matchContentPath('/edit')).toMatchObject({
      definition: { id: 'content-edit' },
      pagePath: '/',
    });
  });

  it('treats everything else as a page path, ignoring a trailing slash', () => {
    expect(matchContentPath('/a/b/')).toMatchObject({
      definition: { id: 'content-page' },
      pagePath: '/a/b',
    });
    expect(matchContentPath('/')).toMatchObject({ pagePath: '/' });
    expect(matchContentPath('/editorial')).toMatchObject({ definition: { id: 'content-page' } });
  });
});

describe('isSharedPage', () => {
  it('shares content pages, items, search and unknown paths with every anonymous visitor', () => {
    for (const path of ['/', '/nieuws', '/nieuws/i/abc/titel', '/search', '/legal/privacy']) {
      expect(isSharedPage(path), path).toBe(true);
    }
  });

  it('never shares sign-in forms, redirects, account, admin or editor pages', () => {
    for (const path of [
      '/login',
      '/reset-password/abc',
      '/invitation/abc',
      '/verify-email/abc',
      '/confirm-email/abc',
      '/home',
      '/account/profile',
      '/admin/pages',
      '/settings',
      '/nieuws/edit',
      '/unauthorized',
      // A receipt is personal, and so are the admin's forms and their submissions.
      '/submission/x',
      '/admin/forms',
      '/admin/forms/view/x',
      // A draft, for the holders of its link only.
      '/preview/abc',
    ]) {
      expect(isSharedPage(path), path).toBe(false);
    }
  });
});
