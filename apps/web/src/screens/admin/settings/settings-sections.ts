import type { PlatformSettingKey } from '@plein/api-client';
import type { SettingsFormValues } from './settings-values';

/** The sections of the settings screen, each on its own address and saved on its own. */
export const settingsSectionIds = [
  'site',
  'addresses',
  'header',
  'navigation',
  'footer',
  'colours',
  'integrations',
] as const;

/** One of {@link settingsSectionIds}. */
export type SettingsSectionId = (typeof settingsSectionIds)[number];

type FormKey = keyof SettingsFormValues & PlatformSettingKey;

/**
 * The settings each section holds; every setting of the form is in exactly one section (a test
 * holds this), so a section's Save writes only its own and no setting is left without a place.
 */
export const settingsSectionKeys: Readonly<Record<SettingsSectionId, readonly FormKey[]>> = {
  site: ['platformName', 'platformDescription', 'hideFromSearchEngines'],
  addresses: ['hostNames', 'primaryDomain', 'apiAllowedOrigins'],
  header: [
    'showHeader',
    'showHeaderByDefault',
    'headerVisibility',
    'headerLogo',
    'headerLogoHeight',
    'headerLogoPadding',
    'headerImages',
  ],
  navigation: ['showSubMenu', 'showBreadcrumbsByDefault'],
  footer: ['showFooter', 'showFooterByDefault', 'footers'],
  colours: ['colorScheme', 'useBrowserColor', 'browserColor', 'faviconLogo'],
  integrations: [
    'googleSiteVerification',
    'siteimproveId',
    'siteimproveCookieLess',
    'showAutoTranslate',
    'statisticsExcludeStaff',
  ],
};

/** The section an address names (`/settings/{id}`); the first when it names none, else null. */
export function settingsSectionOf(id: string | undefined): SettingsSectionId | null {
  if (id === undefined) return settingsSectionIds[0];
  return (settingsSectionIds as readonly string[]).includes(id) ? (id as SettingsSectionId) : null;
}
