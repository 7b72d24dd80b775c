import type { PlatformSettings } from '@plein/api-client';

/**
 * The browser colour of the site (`<meta name="theme-color">`): the chosen browser colour when
 * the tenant uses one (`useBrowserColor`), else the primary colour of its colour scheme.
 *
 * @example
 * themeColorOf({ useBrowserColor: false, colorScheme }); // colorScheme.primary
 */
export function themeColorOf(settings: PlatformSettings): string | undefined {
  if (settings.useBrowserColor && settings.browserColor) return settings.browserColor;
  return settings.colorScheme?.primary || undefined;
}
