import ipaddr from 'ipaddr.js';

/** URL schemes an external link may use (spec section 5). */
export const externalUrlProtocols = ['http:', 'https:', 'ftp:'] as const;

/** Why {@link checkExternalUrl} refused a URL. */
export type ExternalUrlProblem =
  'invalid' | 'protocol' | 'credentials' | 'local-name' | 'private-address';

// Names that only ever resolve inside the machine or the local network (RFC 6761, RFC 8375).
const localSuffixes = ['.localhost', '.local', '.internal', '.home.arpa'];

function isLocalName(hostname: string): boolean {
  const name = hostname.replace(/\.$/, '');
  // A single-label name ("intranet") can only be resolved by a local search domain.
  return name === 'localhost' || !name.includes('.') || localSuffixes.some((s) => name.endsWith(s));
}

function isPublicAddress(host: string): boolean {
  let address = ipaddr.parse(host);
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) {
    address = (address as ipaddr.IPv6).toIPv4Address();
  }
  // Only plain global unicast passes; NAT64, 6to4 and Teredo can wrap a private IPv4 address.
  return address.range() === 'unicast';
}

/**
 * Checks a URL a user typed for an external link: scheme http, https or ftp; no user name or
 * password; no localhost or other local-only name; no loopback, private, link-local, unique-local,
 * carrier-grade NAT or otherwise non-public IP address, IPv4 or IPv6. Decimal, hex and octal IPv4
 * spellings (`http://2130706433/`, `http://0x7f.1/`) are normalised by the WHATWG URL parser first.
 * This is a check of what was typed; a server that fetches the URL must still check the address
 * the name resolves to.
 *
 * @example
 * checkExternalUrl('https://example.org/a'); // null
 * checkExternalUrl('http://[::1]/'); // 'private-address'
 */
export function checkExternalUrl(value: string): ExternalUrlProblem | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return 'invalid';
  }
  if (!(externalUrlProtocols as readonly string[]).includes(url.protocol)) return 'protocol';
  if (url.username || url.password) return 'credentials';
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (ipaddr.isValid(host)) return isPublicAddress(host) ? null : 'private-address';
  return isLocalName(host) ? 'local-name' : null;
}

/**
 * Whether {@link checkExternalUrl} accepts the URL.
 *
 * @example
 * isExternalUrl('ftp://files.example.org/x.zip'); // true
 * isExternalUrl('http://192.168.1.1/'); // false
 */
export function isExternalUrl(value: string): boolean {
  return checkExternalUrl(value) === null;
}
