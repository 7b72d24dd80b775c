import { defaultColorScheme, defaultLogoHeight, defaultLogoPadding } from '@plein/validation';
import type { PlatformSettingTypes } from './settings';

/**
 * The value of every setting a tenant has not set: what `GET /api/platformsettingvalues` with
 * `includeAll=true` answers for it, and what the settings form starts from for a key it lacks.
 * The one place these defaults are defined (spec section 9: logo height 72, padding 8).
 *
 * @example
 * const current = { ...settingDefaults, ...toSettingsMap(values) };
 */
export const settingDefaults: Readonly<PlatformSettingTypes> = {
  showSubMenu: true,
  showHeader: true,
  showHeaderByDefault: true,
  showBreadcrumbsByDefault: false,
  showFooter: true,
  showFooterByDefault: true,
  headerImages: [],
  footers: [],
  headerVisibility: 'always',
  headerLogo: null,
  headerLogoHeight: defaultLogoHeight,
  headerLogoPadding: defaultLogoPadding,
  primaryDomain: '',
  hostNames: [],
  apiAllowedOrigins: [],
  platformName: 'Plein',
  platformDescription: '',
  colorScheme: defaultColorScheme,
  useBrowserColor: false,
  browserColor: '#ffffff',
  faviconLogo: null,
  googleSiteVerification: '',
  siteimproveId: '',
  siteimproveCookieLess: true,
  showAutoTranslate: false,
  statisticsExcludeStaff: true,
  hideFromSearchEngines: false,
};
