import { string } from 'yup';
import { isColor, isDate, isEmail, isHexColor, isRgbColor, isRgbaColor, isTime } from './formats';

// Empty values pass, as in every yup schema (the calls are marked pure: a bundle that uses none of
// these schemas leaves yup out); add `.required()` where a value must be given.
const formatSchema = (name: string, check: (value: string) => boolean) =>
  string().test(name, `validation.${name}`, (value) => !value || check(value));

/**
 * yup schema of a date written year/month/day ({@link isDate}); message `validation.date`.
 *
 * @example
 * object({ publishedOn: dateSchema.required() });
 */
export const dateSchema = /* @__PURE__ */ formatSchema('date', isDate);

/**
 * yup schema of a time `hh:mm[:ss]` ({@link isTime}); message `validation.time`.
 *
 * @example
 * timeSchema.isValidSync('12:30'); // true
 */
export const timeSchema = /* @__PURE__ */ formatSchema('time', isTime);

/**
 * yup schema of an e-mail address ({@link isEmail}); message `validation.email`.
 *
 * @example
 * object({ email: emailSchema.required() });
 */
export const emailSchema = /* @__PURE__ */ formatSchema('email', isEmail);

/**
 * yup schema of a hex colour `#rgb`/`#rrggbb` ({@link isHexColor}); message `validation.hexColor`.
 *
 * @example
 * hexColorSchema.isValidSync('#1a2b3c'); // true
 */
export const hexColorSchema = /* @__PURE__ */ formatSchema('hexColor', (v) => isHexColor(v));

/**
 * yup schema of a hex colour that may carry alpha (`#rgba`, `#rrggbbaa`); message `validation.hexaColor`.
 *
 * @example
 * hexaColorSchema.isValidSync('#1a2b3c80'); // true
 */
export const hexaColorSchema = /* @__PURE__ */ formatSchema('hexaColor', (v) =>
  isHexColor(v, { alpha: true }),
);

/**
 * yup schema of an `rgb(r, g, b)` colour ({@link isRgbColor}); message `validation.rgbColor`.
 *
 * @example
 * rgbColorSchema.isValidSync('rgb(0, 80, 179)'); // true
 */
export const rgbColorSchema = /* @__PURE__ */ formatSchema('rgbColor', isRgbColor);

/**
 * yup schema of an `rgba(r, g, b, a)` colour ({@link isRgbaColor}); message `validation.rgbaColor`.
 *
 * @example
 * rgbaColorSchema.isValidSync('rgba(0, 80, 179, .5)'); // true
 */
export const rgbaColorSchema = /* @__PURE__ */ formatSchema('rgbaColor', isRgbaColor);

/**
 * yup schema of any accepted colour ({@link isColor}); message `validation.color`.
 *
 * @example
 * object({ browserColor: colorSchema });
 */
export const colorSchema = /* @__PURE__ */ formatSchema('color', isColor);
