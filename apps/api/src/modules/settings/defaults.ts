import type { ColorScheme, PlatformSettingTypes } from '@plein/api-client';

/** The neutral scheme of a tenant that chose none; every text pair meets WCAG AA (>= 4.5:1). */
export const defaultColorScheme: ColorScheme = {
  primary: '#1f2937',
  onPrimary: '#ffffff',
  secondary: '#e5e7eb',
  onSecondary: '#111827',
  background: '#ffffff',
  surface: '#f3f4f6',
  text: '#111827',
  link: '#1d4ed8',
};

/**
 * The value of every setting a tenant has not set: what `includeAll=true` answers for it.
 * The one place these defaults are defined (spec section 9: logo height 72, padding 8).
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
  headerLogoHeight: 72,
  headerLogoPadding: 8,
  primaryDomain: '',
  hostNames: [],
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
