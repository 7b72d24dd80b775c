/**
 * True when an `If-None-Match` header names `etag` (or is `*`); weak tags compare equal, as
 * RFC 9110 13.1.2 asks for it.
 *
 * @example
 * if (matchesEtag(req.headers['if-none-match'], etag)) return res.status(304).end();
 */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}
