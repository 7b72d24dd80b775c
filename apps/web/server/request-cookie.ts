/**
 * The value a response sets for a cookie (its `Set-Cookie` header), or null. When it is set more
 * than once the last one counts, as in the browser.
 *
 * @example
 * cookieSetBy(res.getHeader('Set-Cookie'), 'XSRF-TOKEN');
 */
export function cookieSetBy(
  setCookie: string | string[] | number | undefined,
  name: string,
): string | null {
  const lines = Array.isArray(setCookie)
    ? setCookie
    : typeof setCookie === 'string'
      ? [setCookie]
      : [];
  let value: string | null = null;
  for (const line of lines) {
    const pair = line.split(';', 1)[0] ?? '';
    const eq = pair.indexOf('=');
    if (eq === -1 || pair.slice(0, eq).trim() !== name) continue;
    try {
      value = decodeURIComponent(pair.slice(eq + 1).trim());
    } catch {
      value = null;
    }
  }
  return value;
}
