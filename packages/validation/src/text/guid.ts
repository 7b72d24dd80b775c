/**
 * A guid in any case (`8-4-4-4-12` hex digits), the shape of every id the API hands out. For yup's
 * `matches`; elsewhere prefer {@link isGuid}.
 *
 * @example
 * string().required().matches(guidPattern, 'guids must hold guids');
 */
export const guidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * True for a guid (any case), the shape of every id the API hands out.
 *
 * @example
 * isGuid('0b5c4a56-8b7e-4c0e-9f1a-2a3b4c5d6e7f'); // true
 * isGuid('../etc'); // false
 */
export function isGuid(value: unknown): value is string {
  return typeof value === 'string' && guidPattern.test(value);
}
