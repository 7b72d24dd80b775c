/**
 * How many host names, header images, footer columns and links per column a tenant's settings
 * hold, and the range of the header logo's height and padding in px (spec sections 3 and 9).
 *
 * @example
 * array(hostName).min(settingLimits.hostNames.min).max(settingLimits.hostNames.max);
 */
export const settingLimits = {
  hostNames: { min: 1, max: 20 },
  /** Web origins allowed to call the site's API from the browser (CORS). */
  apiAllowedOrigins: 20,
  headerImages: 20,
  footers: 6,
  footerLinks: 20,
  logoHeight: { min: 16, max: 200 },
  logoPadding: { min: 0, max: 64 },
} as const;

/**
 * The most characters each text of the settings may hold; the API refuses longer ones and the
 * settings form says so at the field.
 *
 * @example
 * string().max(settingTextLengths.platformName);
 */
export const settingTextLengths = {
  platformName: 100,
  platformDescription: 500,
  headerImageTitle: 200,
  headerImageText: 1000,
  footerTitle: 100,
  footerText: 2000,
  footerLinkLabel: 100,
  googleSiteVerification: 200,
  siteimproveId: 64,
} as const;

/** Default header logo height in px (spec section 9). */
export const defaultLogoHeight = 72;

/** Default padding around the header logo in px (spec section 9). */
export const defaultLogoPadding = 8;
