import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppStore } from '@plein/state-store';
import { userLoaded } from '@plein/state-store';
import type { PrefetchContext } from './prefetch';
import { runPrefetch } from './prefetch';
import { loadMenu } from './prefetch-steps';
import { routePrefetch, routeTable } from './route-table';
import { startFakeApi, testUser } from '../test-support/fake-api';
import { fixtureMenu, fixturePage, editRole, pageGuid } from '../editor/editor-fixtures';
import { editorHttpStatus, selectPageAt } from './editor-steps';

let api: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => api.reset());

const editRoute = routeTable.find((route) => route.id === 'content-edit')!;
const context = (store: AppStore, url: string, pagePath: string) =>
  ({
    store,
    logger: { error: vi.fn(), warn: vi.fn(), info: vi.fn() },
    pagePath,
    params: {},
    url: new URL(`http://localhost${url}`),
  }) as unknown as PrefetchContext;

/** Runs the shell's menu step and the edit route's own steps, as the loaders do. */
async function openEditRoute(store: AppStore, url: string, pagePath: string) {
  await runPrefetch([loadMenu], context(store, url, pagePath));
  return runPrefetch(routePrefetch(editRoute), context(store, url, pagePath));
}

describe('the edit route', () => {
  it('is the page editor for content managers, loading the page first', () => {
    expect(editRoute).toMatchObject({
      auth: 'content-manager',
      hideEdit: true,
      screen: 'page-editor',
    });
    expect(routePrefetch(editRoute).map((step) => step.stepName)).toEqual(['page', 'editor-page']);
  });

  it('loads the page at the path, also an unpublished one, and lets an editor with a matching role in', async () => {
    api.answer('GET /api/menus:withName', { status: 200, body: fixtureMenu });
    api.answer(`GET /api/pages/${pageGuid}`, {
      status: 200,
      body: { page: fixturePage(), listMetadata: [] },
    });
    const store = api.store();
    expect(await openEditRoute(store, '/over-ons/edit', '/over-ons')).toBeUndefined();
    expect(selectPageAt(store.getState(), '/over-ons')?.title).toBe('Over ons');

    store.dispatch(
      userLoaded({
        user: testUser({ isContentManager: true, roleIds: [editRole] }),
        status: 200,
      }),
    );
    expect(editorHttpStatus(store.getState(), '/over-ons')).toBeUndefined();
  });

  it('answers 403 for a content manager without a matching role', async () => {
    api.answer('GET /api/menus:withName', { status: 200, body: fixtureMenu });
    api.answer(`GET /api/pages/${pageGuid}`, {
      status: 200,
      body: { page: fixturePage({ isPublished: true }), listMetadata: [] },
    });
    const store = api.store();
    await openEditRoute(store, '/over-ons/edit', '/over-ons');
    store.dispatch(
      userLoaded({ user: testUser({ isContentManager: true, roleIds: ['other'] }), status: 200 }),
    );
    expect(editorHttpStatus(store.getState(), '/over-ons')).toBe(403);
  });

  it('redirects a path without a page back to the path without /edit, keeping the query', async () => {
    api.answer('GET /api/menus:withName', { status: 200, body: fixtureMenu });
    const store = api.store();
    expect(await openEditRoute(store, '/bestaat-niet/edit?lang=en', '/bestaat-niet')).toEqual({
      redirect: '/bestaat-niet?lang=en',
      replace: true,
    });
    expect(await openEditRoute(store, '/a/b/c/edit', '/a/b/c')).toEqual({
      redirect: '/a/b/c',
      replace: true,
    });
  });

  it('does not redirect when the page failed to load for another reason', async () => {
    api.answer('GET /api/menus:withName', { status: 200, body: fixtureMenu });
    api.answer(`GET /api/pages/${pageGuid}`, {
      status: 500,
      body: { error: { code: 'x', message: '' } },
    });
    const store = api.store();
    expect(await openEditRoute(store, '/over-ons/edit', '/over-ons')).toBeUndefined();
    expect(selectPageAt(store.getState(), '/over-ons')).toBeNull();
  });
});
