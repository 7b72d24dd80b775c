import { platformSettingKeys, settingDefaults } from '@plein/api-client';
import type {
  ColorScheme,
  FooterColumn,
  HeaderImage,
  HeaderVisibility,
  PlatformSettingKey,
  PlatformSettings,
  PlatformSettingsUpdate,
  PlatformSettingTypes,
  PlatformSettingValue,
} from '@plein/api-client';
import { toHex } from './colour';

/** What the settings form holds: the settings, with texts for the fields that may be empty. */
export interface SettingsFormValues {
  platformName: string;
  platformDescription: string;
  hostNames: string[];
  primaryDomain: string;
  showHeader: boolean;
  showHeaderByDefault: boolean;
  headerVisibility: HeaderVisibility;
  /** An image guid or URL; empty for none (the platform name shows). */
  headerLogo: string;
  /** Numbers, or `''` while the field is empty. */
  headerLogoHeight: number | '';
  headerLogoPadding: number | '';
  headerImages: HeaderImage[];
  showSubMenu: boolean;
  showBreadcrumbsByDefault: boolean;
  showFooter: boolean;
  showFooterByDefault: boolean;
  footers: FooterColumn[];
  colorScheme: ColorScheme;
  useBrowserColor: boolean;
  browserColor: string;
  faviconLogo: string;
  googleSiteVerification: string;
  siteimproveId: string;
  siteimproveCookieLess: boolean;
  showAutoTranslate: boolean;
  statisticsExcludeStaff: boolean;
  hideFromSearchEngines: boolean;
  apiAllowedOrigins: string[];
}

/**
 * Every setting, from the API's answer with the defaults (`settingDefaults`) for missing keys.
 *
 * @example
 * const current = completeSettings(toSettingsMap(data));
 */
export function completeSettings(settings: PlatformSettings): PlatformSettingTypes {
  return { ...settingDefaults, ...settings };
}

/** The form's starting values for a tenant's settings. */
export function toFormValues(settings: PlatformSettingTypes): SettingsFormValues {
  return {
    ...settings,
    headerLogo: settings.headerLogo ?? '',
    // Every field a string, so the form's inputs stay controlled.
    footers: settings.footers.map((column) => ({ ...column, url: column.url ?? '' })),
    faviconLogo: settings.faviconLogo ?? '',
    colorScheme: { ...settingDefaults.colorScheme, ...settings.colorScheme },
  };
}

const trimmed = (value: string) => value.trim();
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const asNumber = (value: number | '', otherwise: number) =>
  value === '' || Number.isNaN(Number(value)) ? otherwise : Number(value);

/** An opaque rgb()/rgba() colour as hex, so the shell's theme (hex only) picks it up. */
const schemeColour = (value: string) => {
  const clean = value.trim();
  return /^rgba?\(/i.test(clean) ? (toHex(clean, { opaqueOnly: true }) ?? clean) : clean;
};

/**
 * The settings a valid form stands for: texts trimmed, empty image fields null, host names in
 * lower case, rgb() scheme colours as hex.
 */
export function fromFormValues(
  values: SettingsFormValues,
  current: PlatformSettingTypes,
): PlatformSettingTypes {
  const scheme = Object.fromEntries(
    (Object.keys(values.colorScheme) as (keyof ColorScheme)[]).map((name) => [
      name,
      schemeColour(values.colorScheme[name]),
    ]),
  ) as unknown as ColorScheme;
  return {
    ...values,
    platformName: trimmed(values.platformName),
    platformDescription: trimmed(values.platformDescription),
    hostNames: values.hostNames.map((host) => host.trim().toLowerCase()),
    apiAllowedOrigins: values.apiAllowedOrigins.map(trimmed),
    primaryDomain: values.primaryDomain.trim().toLowerCase(),
    headerLogo: orNull(values.headerLogo),
    headerLogoHeight: asNumber(values.headerLogoHeight, current.headerLogoHeight),
    headerLogoPadding: asNumber(values.headerLogoPadding, current.headerLogoPadding),
    headerImages: values.headerImages.map((image) => ({
      ...image,
      imageGuid: image.imageGuid.trim(),
    })),
    footers: values.footers.map(({ url, ...column }) => ({
      ...column,
      ...(url?.trim() ? { url: url.trim() } : {}),
      links: column.links.map((link) => ({ label: link.label.trim(), url: link.url.trim() })),
    })),
    colorScheme: scheme,
    browserColor: trimmed(values.browserColor),
    faviconLogo: orNull(values.faviconLogo),
    googleSiteVerification: trimmed(values.googleSiteVerification),
    siteimproveId: trimmed(values.siteimproveId),
  };
}

/** JSON with object keys sorted, so equal values compare equal whatever their key order. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, nested: unknown) =>
    nested && typeof nested === 'object' && !Array.isArray(nested)
      ? Object.fromEntries(
          Object.entries(nested as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : nested,
  );
}

const entry = <K extends PlatformSettingKey>(
  key: K,
  value: PlatformSettingTypes[K],
): PlatformSettingValue => ({ key, value }) as PlatformSettingValue;

/**
 * The keys whose value differs, with their new values: the body of a settings save, which
 * leaves every other key alone.
 *
 * @example
 * changedSettings(current, { ...current, platformName: 'Nieuw' });
 * // [{ key: 'platformName', value: 'Nieuw' }]
 */
export function changedSettings(
  current: PlatformSettingTypes,
  next: PlatformSettingTypes,
): PlatformSettingsUpdate {
  return platformSettingKeys
    .filter((key) => stableJson(current[key]) !== stableJson(next[key]))
    .map((key) => entry(key, next[key]));
}

/**
 * The previous values of the keys a save changed: the body that undoes it.
 *
 * @example
 * undo: () => update(previousSettings(current, changes)).unwrap();
 */
export function previousSettings(
  current: PlatformSettingTypes,
  changes: PlatformSettingsUpdate,
): PlatformSettingsUpdate {
  return changes.map(({ key }) => entry(key, current[key]));
}
