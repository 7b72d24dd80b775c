import type { ColorScheme, HeaderImage } from '@plein/validation';

/** Setting value types defined with the rules in @plein/validation. */
export type { ColorScheme, HeaderImage };

/** One footer column. */
export interface FooterColumn {
  title: string;
  /**
   * Where the title links to: a path on the site, a public web address or `mailto:` (the rule of
   * the links, `isFooterLinkUrl`); absent, the title is not a link.
   */
  url?: string;
  /** Plain text; line breaks are kept. */
  text: string;
  links: { label: string; url: string }[];
}

/** When the header is visible. */
export type HeaderVisibility = 'always' | 'home' | 'never';

/**
 * Every {@link HeaderVisibility}, in the order the settings form offers them: the values the API
 * accepts.
 *
 * @example
 * string().oneOf(headerVisibilities);
 */
export const headerVisibilities: readonly HeaderVisibility[] = ['always', 'home', 'never'];

/** Every platform setting key with the type of its value (spec section 3). */
export interface PlatformSettingTypes {
  showSubMenu: boolean;
  showHeader: boolean;
  showHeaderByDefault: boolean;
  showBreadcrumbsByDefault: boolean;
  showFooter: boolean;
  showFooterByDefault: boolean;
  headerImages: HeaderImage[];
  footers: FooterColumn[];
  headerVisibility: HeaderVisibility;
  /** Image guid or absolute URL of the header logo; null shows the platform name. */
  headerLogo: string | null;
  headerLogoHeight: number;
  headerLogoPadding: number;
  primaryDomain: string;
  hostNames: string[];
  platformName: string;
  platformDescription: string;
  colorScheme: ColorScheme;
  useBrowserColor: boolean;
  browserColor: string;
  faviconLogo: string | null;
  googleSiteVerification: string;
  siteimproveId: string;
  siteimproveCookieLess: boolean;
  showAutoTranslate: boolean;
  /** Leave signed-in administrators and content managers out of the visitor statistics. */
  statisticsExcludeStaff: boolean;
  /**
   * Keep the site out of search engines: robots.txt disallows everything, every page is
   * `noindex` and there is no sitemap (docs/decisions/0017-findability.md).
   */
  hideFromSearchEngines: boolean;
  /**
   * Web origins whose pages may call this site's API from the browser (CORS), for a front end
   * on its own origin: anonymous or with a bearer token, never with the session cookie.
   */
  apiAllowedOrigins: string[];
}

/** A platform setting key. */
export type PlatformSettingKey = keyof PlatformSettingTypes;

/** One key/value pair as `GET /api/platformsettingvalues` answers it. */
export type PlatformSettingValue = {
  [K in PlatformSettingKey]: { key: K; value: PlatformSettingTypes[K] };
}[PlatformSettingKey];

/** Query of `GET /api/platformsettingvalues`. */
export interface PlatformSettingValuesQuery {
  /** Only these keys (sent comma-separated). Unknown keys are a 400. */
  keys?: PlatformSettingKey[];
  /** Also answer keys the tenant never set, with their defaults. */
  includeAll?: boolean;
}

/** The list of every setting key, in spec order. */
export const platformSettingKeys = [
  'showSubMenu',
  'showHeader',
  'showHeaderByDefault',
  'showBreadcrumbsByDefault',
  'showFooter',
  'showFooterByDefault',
  'headerImages',
  'footers',
  'headerVisibility',
  'headerLogo',
  'headerLogoHeight',
  'headerLogoPadding',
  'primaryDomain',
  'hostNames',
  'platformName',
  'platformDescription',
  'colorScheme',
  'useBrowserColor',
  'browserColor',
  'faviconLogo',
  'googleSiteVerification',
  'siteimproveId',
  'siteimproveCookieLess',
  'showAutoTranslate',
  'statisticsExcludeStaff',
  'hideFromSearchEngines',
  'apiAllowedOrigins',
] as const satisfies readonly PlatformSettingKey[];

/** Settings as a partial map, the shape the web app works with. */
export type PlatformSettings = Partial<PlatformSettingTypes>;

/**
 * Turns the key/value list the API answers into a map.
 *
 * @example
 * const settings = toSettingsMap(values); settings.platformName;
 */
export function toSettingsMap(values: readonly PlatformSettingValue[]): PlatformSettings {
  const map: Record<string, unknown> = {};
  for (const { key, value } of values) map[key] = value;
  return map;
}

/**
 * Body of `PUT /api/platformsettingvalues` (admins): the keys to change with their new values;
 * keys left out keep their value. Every value is validated (colours by the hex/rgb/rgba rules,
 * host names unique across tenants: 409 `host_name_taken`). Answers every value, like
 * `includeAll`.
 */
export type PlatformSettingsUpdate = PlatformSettingValue[];
