import type { PlatformSettingKey } from '@plein/api-client';
import type { SettingsSectionId } from '../../../routing/settings-section-ids';
import type { SettingsFormValues } from './settings-values';

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
