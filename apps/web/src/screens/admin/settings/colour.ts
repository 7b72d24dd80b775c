import { isColor } from '@plein/validation';

const byte = (value: number) => Math.round(value).toString(16).padStart(2, '0');

/**
 * A colour the forms accept (hex with or without alpha, `rgb()`, `rgba()`) as `#rrggbb`, for a
 * colour picker; alpha is dropped, or with `opaqueOnly` a colour that is not opaque answers null.
 * Null for anything else.
 *
 * @example
 * toHex('#abc'); // '#aabbcc'
 * toHex('rgb(0, 80, 179)'); // '#0050b3'
 */
export function toHex(value: string, options: { opaqueOnly?: boolean } = {}): string | null {
  const colour = value.trim();
  if (!isColor(colour)) return null;
  if (colour.startsWith('#')) {
    const digits = colour.slice(1).toLowerCase();
    const long = digits.length <= 4 ? [...digits].map((digit) => digit + digit).join('') : digits;
    if (options.opaqueOnly && long.length === 8 && long.slice(6) !== 'ff') return null;
    return `#${long.slice(0, 6)}`;
  }
  const parts = colour
    .replace(/^rgba?\(|\)$/gi, '')
    .split(',')
    .map((part) => Number(part.trim()));
  const [red = 0, green = 0, blue = 0, alpha = 1] = parts;
  if (options.opaqueOnly && alpha !== 1) return null;
  return `#${byte(red)}${byte(green)}${byte(blue)}`;
}
