/**
 * Whether a menu item's path points inside the site: a slash followed by a character that is not
 * a slash (spec section 5). `'/'` alone is not internal by that rule; `'//evil.com'` is
 * protocol-relative, and `'/\evil.com'` is read by browsers as `'//evil.com'`, so neither is internal.
 *
 * @example
 * isInternalMenuPath('/news/today'); // true
 * isInternalMenuPath('//evil.com'); // false
 * isInternalMenuPath('https://example.org'); // false
 */
export function isInternalMenuPath(path: string): boolean {
  return /^\/[^/\\]/.test(path);
}
