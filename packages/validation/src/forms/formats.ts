const dateShape = /^(\d{4})([/-])(\d{2})\2(\d{2})$/;
const timeShape = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const byte = String.raw`\s*(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\s*`;
const alpha = String.raw`\s*(0|1|0?\.\d+|1\.0+)\s*`;
const rgbShape = new RegExp(`^rgb\\(${byte},${byte},${byte}\\)$`, 'i');
const rgbaShape = new RegExp(`^rgba\\(${byte},${byte},${byte},${alpha}\\)$`, 'i');
// The HTML living standard's "valid e-mail address" (what <input type=email> and yup's
// string().email() accept), written here so that these checks need no yup in a browser bundle.
const emailShape =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

const daysInMonth = (year: number, month: number): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * Whether `value` is a real calendar date written year/month/day: `YYYY/MM/DD` (the date mask)
 * or `YYYY-MM-DD`, one separator throughout. `2023/02/29` is refused, `2024/02/29` accepted.
 *
 * @example
 * isDate('2023/03/14'); // true
 * isDate('2023/02/30'); // false
 */
export function isDate(value: string): boolean {
  const match = dateShape.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[3]), Number(match[4])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/**
 * Whether `value` is a 24-hour time `hh:mm`, optionally with seconds `hh:mm:ss`.
 *
 * @example
 * isTime('09:30'); // true
 * isTime('23:59:59'); // true
 * isTime('24:00'); // false
 */
export function isTime(value: string): boolean {
  return timeShape.test(value);
}

/**
 * Whether `value` is an e-mail address by the HTML living standard's rule, the same rule as yup's
 * `string().email()`, so a predicate and a formik schema never disagree (a test holds them equal).
 *
 * @example
 * isEmail('info@example.org'); // true
 * isEmail('info@'); // false
 */
export function isEmail(value: string): boolean {
  return emailShape.test(value);
}

/**
 * Whether `value` is a hex colour `#rgb` or `#rrggbb`; with `{ alpha: true }` also `#rgba` and
 * `#rrggbbaa`.
 *
 * @example
 * isHexColor('#0af'); // true
 * isHexColor('#00aaff80'); // false
 * isHexColor('#00aaff80', { alpha: true }); // true
 */
export function isHexColor(value: string, options: { alpha?: boolean } = {}): boolean {
  const shape = options.alpha
    ? /^#([\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})$/i
    : /^#([\da-f]{3}|[\da-f]{6})$/i;
  return shape.test(value);
}

/**
 * Whether `value` is `rgb(r, g, b)` with each channel an integer 0-255.
 *
 * @example
 * isRgbColor('rgb(255, 128, 0)'); // true
 * isRgbColor('rgb(256, 0, 0)'); // false
 */
export function isRgbColor(value: string): boolean {
  return rgbShape.test(value);
}

/**
 * Whether `value` is `rgba(r, g, b, a)` with channels 0-255 and alpha from 0 to 1.
 *
 * @example
 * isRgbaColor('rgba(0, 0, 0, 0.5)'); // true
 * isRgbaColor('rgba(0, 0, 0, 2)'); // false
 */
export function isRgbaColor(value: string): boolean {
  return rgbaShape.test(value);
}

/**
 * Whether `value` is any colour the forms accept: hex (with or without alpha), rgb() or rgba().
 *
 * @example
 * isColor('#fff'); // true
 * isColor('red'); // false
 */
export function isColor(value: string): boolean {
  return isHexColor(value, { alpha: true }) || isRgbColor(value) || isRgbaColor(value);
}
