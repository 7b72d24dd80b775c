/**
 * Whether a link in rich text may point at `href`: an absolute http or https URL with a host, a
 * mailto address, or a path of this site (a slash and then neither a slash nor a backslash, which
 * browsers would read as another host), with no white space or control characters anywhere. The
 * editor's link dialog and the API's sanitiser both ask this.
 *
 * @example
 * isAllowedLinkHref('/over-ons#contact'); // true
 * isAllowedLinkHref('https://example.org'); // true
 * isAllowedLinkHref('/\\evil.example'); // false
 * isAllowedLinkHref('javascript:alert(1)'); // false
 */
export function isAllowedLinkHref(href: string): boolean {
  const value = href.trim();
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\s\u0000-\u001f\u007f]/.test(value)) return false;
  if (/^mailto:[^@]+@[^@]+$/i.test(value)) return true;
  if (/^\/(?![/\\])/.test(value)) return true;
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return Boolean(new URL(value).hostname);
  } catch {
    return false;
  }
}
