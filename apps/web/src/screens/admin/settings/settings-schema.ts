import { array, mixed, number, object, string } from 'yup';
import type { TestContext } from 'yup';
import { headerVisibilities } from '@plein/api-client';
import type { ColorScheme } from '@plein/api-client';
import {
  colorSchemeTextPairs,
  guidPattern,
  isColor,
  isFooterLinkUrl,
  isHostName,
  isWebOrigin,
  isImageReference,
  isOpaqueColor,
  meetsContrastAA,
  settingLimits,
  settingTextLengths,
} from '@plein/validation';

const message = (key: string) => `admin:settingsScreen.errors.${key}`;

/** The scheme colours, in the order the form shows them. */
export const colorSchemeNames: readonly (keyof ColorScheme)[] = [
  'primary',
  'onPrimary',
  'secondary',
  'onSecondary',
  'background',
  'surface',
  'text',
  'link',
];

const colour = () =>
  string()
    .trim()
    .required(message('colourRequired'))
    .test('colour', message('colourFormat'), (value) => isColor(value ?? ''));

const schemeColour = (name: keyof ColorScheme) =>
  colour()
    .test(
      'opaque',
      message('colourOpaque'),
      (value) => !value || !isColor(value) || isOpaqueColor(value),
    )
    .test('contrast', message('contrastTooLow'), function contrast(value) {
      const scheme = this.parent as ColorScheme;
      return colorSchemeTextPairs
        .filter(([foreground]) => foreground === name)
        .every(([, background]) => {
          const against = scheme[background]?.trim() ?? '';
          if (!value || !isColor(value) || !isColor(against)) return true;
          if (!isOpaqueColor(value) || !isOpaqueColor(against)) return true;
          return meetsContrastAA(value, against);
        });
    });

/**
 * A rule about a whole list, reported at `{path}List` so the message never lands on the list's
 * first item (Formik reads a string at `hostNames` as the errors of its items).
 */
const listRule =
  (key: string, check: (list: unknown[]) => boolean) =>
  (list: unknown[] | undefined, context: TestContext) =>
    check(list ?? []) ||
    context.createError({ path: `${context.path}List`, message: message(key) });

const text = (max: number, key = 'tooLong') => string().max(max, message(key));
const code = (max: number) =>
  text(max).matches(/^[A-Za-z0-9_-]*$/, { message: message('codeFormat') });
/** An image field: empty for none (the form sends null), else what the API takes. */
const imageReference = () =>
  string().test('image', message('imageReference'), (value) => {
    const clean = (value ?? '').trim();
    return clean === '' || isImageReference(clean);
  });
/** A required whole number from `min` to `max`; every way of missing it gives the one message. */
const wholeNumber = (limits: { min: number; max: number }, key: string) =>
  number()
    .typeError(message(key))
    .required(message(key))
    .integer(message(key))
    .min(limits.min, message(key))
    .max(limits.max, message(key));

/**
 * The settings form's rules: the API's rules for every key (spec section 5 for colours and
 * links), host names unique with the primary domain among them, and every text pair of the
 * colour scheme at WCAG AA contrast. Messages are `admin` keys.
 */
export const settingsSchema = object({
  platformName: string()
    .trim()
    .required(message('platformNameRequired'))
    .max(settingTextLengths.platformName, message('tooLong')),
  platformDescription: text(settingTextLengths.platformDescription),
  hostNames: array(
    string()
      .trim()
      .lowercase()
      .required(message('hostNameRequired'))
      .test('host', message('hostNameFormat'), (value) => isHostName(value ?? '')),
  )
    .test(
      'count',
      listRule('hostNamesMin', (hosts) => hosts.length >= settingLimits.hostNames.min),
    )
    .test(
      'most',
      listRule('tooMany', (hosts) => hosts.length <= settingLimits.hostNames.max),
    )
    .test(
      'unique',
      listRule('hostNamesUnique', (hosts) => {
        const clean = hosts.map((host) =>
          (typeof host === 'string' ? host : '').trim().toLowerCase(),
        );
        return new Set(clean).size === clean.length;
      }),
    ),
  apiAllowedOrigins: array(
    string()
      .trim()
      .required(message('apiOriginRequired'))
      .test('origin', message('apiOriginFormat'), (value) => isWebOrigin(value ?? '')),
  )
    .test(
      'most',
      listRule('tooMany', (origins) => origins.length <= settingLimits.apiAllowedOrigins),
    )
    .test(
      'unique',
      listRule('apiOriginsUnique', (origins) => {
        const clean = origins.map((origin) => (typeof origin === 'string' ? origin.trim() : ''));
        return new Set(clean).size === clean.length;
      }),
    ),
  primaryDomain: string()
    .required(message('primaryDomainRequired'))
    .test('among-hosts', message('primaryNotInHosts'), function amongHosts(value) {
      // Formik hands empty texts to the schema as undefined.
      const hosts = (this.parent as { hostNames: (string | undefined)[] }).hostNames.map((host) =>
        (host ?? '').trim().toLowerCase(),
      );
      return hosts.includes((value ?? '').trim().toLowerCase());
    }),
  headerVisibility: mixed().oneOf(headerVisibilities),
  headerLogo: imageReference(),
  headerLogoHeight: wholeNumber(settingLimits.logoHeight, 'logoHeight'),
  headerLogoPadding: wholeNumber(settingLimits.logoPadding, 'logoPadding'),
  headerImages: array(
    object({
      imageGuid: string()
        .trim()
        .required(message('imageGuidRequired'))
        .matches(guidPattern, message('imageGuidFormat')),
      title: text(settingTextLengths.headerImageTitle),
      text: text(settingTextLengths.headerImageText),
    }),
  ).test(
    'most',
    listRule('tooMany', (images) => images.length <= settingLimits.headerImages),
  ),
  footers: array(
    object({
      title: text(settingTextLengths.footerTitle),
      url: string()
        .trim()
        .test('link', message('linkUrlFormat'), (value) => !value || isFooterLinkUrl(value)),
      text: text(settingTextLengths.footerText),
      links: array(
        object({
          label: string()
            .trim()
            .required(message('linkLabelRequired'))
            .max(settingTextLengths.footerLinkLabel, message('tooLong')),
          url: string()
            .trim()
            .required(message('linkUrlRequired'))
            .test('link', message('linkUrlFormat'), (value) => isFooterLinkUrl(value ?? '')),
        }),
      ).test(
        'most',
        listRule('tooMany', (links) => links.length <= settingLimits.footerLinks),
      ),
    }),
  ).test(
    'most',
    listRule('tooMany', (columns) => columns.length <= settingLimits.footers),
  ),
  colorScheme: object(
    Object.fromEntries(colorSchemeNames.map((name) => [name, schemeColour(name)])),
  ),
  browserColor: colour(),
  faviconLogo: imageReference(),
  googleSiteVerification: code(settingTextLengths.googleSiteVerification),
  siteimproveId: code(settingTextLengths.siteimproveId),
});
