import { pleinApi } from '@plein/api-client';
import type { PagesQuery, PlatformSettingValuesQuery } from '@plein/api-client';
import { notFoundRaised } from '@plein/state-store';
import { prefetchStep } from './prefetch';
import { settingsSectionOf } from './settings-section-ids';

const once = { subscribe: false } as const;

/** The pages list the admin screens ask for (the same arguments share one cache entry). */
export const adminPagesQuery: PagesQuery = {};

/** Every setting, also those the tenant never set (with their defaults), for the settings form. */
export const allSettingsQuery: PlatformSettingValuesQuery = { includeAll: true };

/** The admin's pages screen: every page (the menu, for their paths, comes with the shell). */
export const loadAdminPages = prefetchStep('admin-pages', async ({ store }) => {
  await store.dispatch(pleinApi.endpoints.getPages.initiate(adminPagesQuery, once));
  await store.dispatch(pleinApi.endpoints.getPageTemplates.initiate(undefined, once));
});

/** The menu editor: the pages its items may show (the menu itself comes with the shell). */
export const loadAdminMenu = prefetchStep('admin-menu', async ({ store }) => {
  await store.dispatch(pleinApi.endpoints.getPages.initiate(adminPagesQuery, once));
});

/** The settings screen: every setting with its value or default; an unknown section is a 404. */
export const loadSettingsScreen = prefetchStep('settings-screen', async ({ store, params }) => {
  if (!settingsSectionOf(params.settingsSection)) {
    store.dispatch(notFoundRaised());
    return;
  }
  await store.dispatch(
    pleinApi.endpoints.getPlatformSettingValues.initiate(allSettingsQuery, once),
  );
});
