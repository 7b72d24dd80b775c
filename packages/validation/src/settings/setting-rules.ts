import { isEmail } from '../forms/formats';
import { guidPattern } from '../text/guid';
import { isExternalUrl } from '../url/external-url';
import { isInternalMenuPath } from '../url/menu-path';

const hostLabel = '(?!-)[a-z0-9-]{1,63}(?<!-)';
const hostNamePattern = new RegExp(`^(?=.{1,253}$)${hostLabel}(?:\\.${hostLabel})*$`);

/**
 * Whether `value` is a host name as the tenant lookup sees it: lower case, no port, no trailing
 * dot, labels of letters, digits and inner hyphens (an IPv4 address is one too).
 *
 * @example
 * isHostName('www.example.org'); // true
 * isHostName('Example.org:8080'); // false
 */
export function isHostName(value: string): boolean {
  return hostNamePattern.test(value);
}

/**
 * Whether `value` may be a footer link: a path on this site, a public web address or `mailto:`
 * an e-mail address, at most 2000 characters without spaces or control characters.
 *
 * @example
 * isFooterLinkUrl('/contact'); // true
 * isFooterLinkUrl('mailto:info@example.org'); // true
 * isFooterLinkUrl('javascript:alert(1)'); // false
 */
export function isFooterLinkUrl(url: string): boolean {
  if (url.length > 2000 || /[\s\p{Cc}]/u.test(url)) return false;
  if (url.startsWith('mailto:')) return isEmail(url.slice('mailto:'.length));
  return isInternalMenuPath(url) || isExternalUrl(url);
}

/**
 * Whether `value` may be the image of an image setting (header logo, favicon): the guid of an
 * uploaded image or a public web address of at most 2000 characters. The setting holds null for
 * none.
 *
 * @example
 * isImageReference('0b5c4a56-8b7e-4c0e-9f1a-2a3b4c5d6e7f'); // true
 * isImageReference('https://cdn.example.org/logo.svg'); // true
 * isImageReference('/logo.svg'); // false
 */
export function isImageReference(value: string): boolean {
  return guidPattern.test(value) || (value.length <= 2000 && isExternalUrl(value));
}

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether `value` is a web origin a site may allow to call its API from the browser: `https://`
 * and a host name with an optional port, exactly as a browser sends it in `Origin` (lower case,
 * no path, no trailing slash); `http://` only for this computer (`localhost`, `127.0.0.1`,
 * `[::1]`), for a front end in development.
 *
 * @example
 * isWebOrigin('https://www.gemeente.nl'); // true
 * isWebOrigin('http://localhost:5173'); // true
 * isWebOrigin('http://www.gemeente.nl'); // false
 * isWebOrigin('https://www.gemeente.nl/'); // false
 */
export function isWebOrigin(value: string): boolean {
  const match = /^(https?):\/\/([^/:]+|\[::1\])(?::(\d{1,5}))?$/.exec(value);
  if (!match) return false;
  const [, scheme, host = '', port] = match;
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535 || port.startsWith('0'))) {
    return false;
  }
  if (loopbackHosts.has(host)) return true;
  return scheme === 'https' && isHostName(host);
}
