const opaqueAlpha = /^#(?:[\da-f]{3}f|[\da-f]{6}ff)$|^rgba\(.*,\s*(?:1|1\.0+)\s*\)$/i;

/**
 * Whether a colour `isColor` accepts has no transparency (its contrast is then defined): hex
 * without alpha or with alpha `f`/`ff`, `rgb()`, or `rgba()` with alpha 1. The API refuses a
 * transparent scheme colour.
 *
 * @example
 * isOpaqueColor('#1d4ed8'); // true
 * isOpaqueColor('rgba(0, 0, 0, 0.5)'); // false
 */
export function isOpaqueColor(value: string): boolean {
  const hasAlpha = /^#(?:[\da-f]{4}|[\da-f]{8})$/i.test(value) || /^rgba\(/i.test(value);
  return !hasAlpha || opaqueAlpha.test(value);
}
