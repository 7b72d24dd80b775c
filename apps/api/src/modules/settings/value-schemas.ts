import { headerVisibilities } from '@plein/api-client';
import type { PlatformSettingKey } from '@plein/api-client';
import {
  isColor,
  isFooterLinkUrl,
  isHostName,
  isWebOrigin,
  isImageReference,
  isOpaqueColor,
  objectMembersOf,
  settingLimits,
  settingTextLengths,
  stringMembersOf,
} from '@plein/validation';
import { array, boolean, number, object, string } from 'yup';
import type { AnySchema } from 'yup';
import { isGuid } from '../../http/params';

const colorMessage = '${path} must be a hex, rgb() or rgba() colour';
const color = () =>
  string()
    .strict()
    .required()
    .test('color', colorMessage, (v) => isColor(v));
const opaqueColor = () =>
  color().test('opaque', '${path} must not be transparent', (v) => isOpaqueColor(v));

const text = (max: number) => string().strict().defined().max(max);
const guid = () =>
  string()
    .strict()
    .required()
    .test('guid', '${path} must be a guid', (v) => isGuid(v));
const flag = () => boolean().strict().required();

/** An image shown by a setting: null, the guid of an uploaded image, or a public web address. */
const imageReference = () =>
  string()
    .strict()
    .nullable()
    .defined()
    .test(
      'image',
      '${path} must be null, an image guid or an http, https or ftp URL of a public host',
      (v) => v === null || isImageReference(v),
    );

/** No text of `texts(list)` twice; members of the wrong type are their own check's to refuse. */
const unique = (texts: (list: unknown) => string[]) => (list: unknown) => {
  const values = texts(list);
  return new Set(values).size === values.length;
};

const headerImage = object({
  guid: guid(),
  imageGuid: guid(),
  title: text(settingTextLengths.headerImageTitle),
  text: text(settingTextLengths.headerImageText),
})
  .noUnknown('${path} has unknown fields: ${unknown}')
  .strict();

const footerLinkMessage =
  '${path} must be a path on this site (/…), an http, https or ftp URL of a public host, or mailto:';
const footerLink = object({
  label: string().strict().required().trim().min(1).max(settingTextLengths.footerLinkLabel),
  url: string().strict().required().test('link', footerLinkMessage, isFooterLinkUrl),
})
  .noUnknown('${path} has unknown fields: ${unknown}')
  .strict();

const footerColumn = object({
  title: text(settingTextLengths.footerTitle),
  url: string()
    .strict()
    .optional()
    .test('link', footerLinkMessage, (url) => url === undefined || isFooterLinkUrl(url)),
  text: text(settingTextLengths.footerText),
  links: array(footerLink).strict().required().max(settingLimits.footerLinks),
})
  .noUnknown('${path} has unknown fields: ${unknown}')
  .strict();

const hostName = () =>
  string()
    .strict()
    .required()
    .test(
      'host',
      '${path} must be a lower-case host name without port (e.g. www.example.org)',
      isHostName,
    );

/**
 * The yup schema of every setting's value (spec section 3), strict (no coercion) and closed (no
 * unknown fields). Checks that need the database or other settings (images of this tenant, host
 * names of other tenants, the current host, primaryDomain among hostNames) and colour contrast
 * are made by the settings editor.
 */
export const settingValueSchemas = {
  showSubMenu: flag(),
  showHeader: flag(),
  showHeaderByDefault: flag(),
  showBreadcrumbsByDefault: flag(),
  showFooter: flag(),
  showFooterByDefault: flag(),
  headerImages: array(headerImage)
    .strict()
    .required()
    .max(settingLimits.headerImages)
    .test(
      'unique',
      '${path} must not use a guid twice',
      unique((list) => stringMembersOf(objectMembersOf(list).map((image) => image.guid))),
    ),
  footers: array(footerColumn).strict().required().max(settingLimits.footers),
  headerVisibility: string().strict().required().oneOf(headerVisibilities),
  headerLogo: imageReference(),
  headerLogoHeight: number()
    .strict()
    .required()
    .integer()
    .min(settingLimits.logoHeight.min)
    .max(settingLimits.logoHeight.max),
  headerLogoPadding: number()
    .strict()
    .required()
    .integer()
    .min(settingLimits.logoPadding.min)
    .max(settingLimits.logoPadding.max),
  primaryDomain: hostName(),
  hostNames: array(hostName())
    .strict()
    .required()
    .min(settingLimits.hostNames.min)
    .max(settingLimits.hostNames.max)
    .test('unique', '${path} must not name a host twice', unique(stringMembersOf)),
  platformName: string().strict().required().trim().min(1).max(settingTextLengths.platformName),
  platformDescription: text(settingTextLengths.platformDescription),
  colorScheme: object({
    primary: opaqueColor(),
    onPrimary: opaqueColor(),
    secondary: opaqueColor(),
    onSecondary: opaqueColor(),
    background: opaqueColor(),
    surface: opaqueColor(),
    text: opaqueColor(),
    link: opaqueColor(),
  })
    .noUnknown('${path} has unknown fields: ${unknown}')
    .strict()
    .required(),
  useBrowserColor: flag(),
  browserColor: color(),
  faviconLogo: imageReference(),
  googleSiteVerification: text(settingTextLengths.googleSiteVerification).matches(
    /^[A-Za-z0-9_-]*$/,
    {
      message: '${path} may hold letters, digits, - and _ only',
    },
  ),
  siteimproveId: text(settingTextLengths.siteimproveId).matches(/^[A-Za-z0-9_-]*$/, {
    message: '${path} may hold letters, digits, - and _ only',
  }),
  siteimproveCookieLess: flag(),
  showAutoTranslate: flag(),
  statisticsExcludeStaff: flag(),
  hideFromSearchEngines: flag(),
  apiAllowedOrigins: array(
    string()
      .strict()
      .defined()
      .test('origin', '${path} must be an https origin (or http on localhost)', (value) =>
        isWebOrigin(value),
      ),
  )
    .strict()
    .required()
    .max(settingLimits.apiAllowedOrigins)
    .test('unique', '${path} must not name an origin twice', unique(stringMembersOf)),
} satisfies Record<PlatformSettingKey, AnySchema>;
