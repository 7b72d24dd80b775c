/**
 * An absolute URL on the site's origin for a path or a site-relative image address; an address
 * that is already absolute (an image on another host) is kept.
 *
 * @example
 * absoluteUrl('https://plein.example', '/a/3f2c?width=1200'); // 'https://plein.example/a/3f2c?width=1200'
 */
export function absoluteUrl(origin: string, address: string): string {
  return new URL(address, `${origin}/`).href;
}
