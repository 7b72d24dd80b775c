/** Whether a character is a control character (browsers drop tabs and line breaks from a URL). */
const isControlCharacter = (character: string) => character < ' ' || character === '\u007f';

/**
 * A redirect target made a path of this site: control characters dropped (browsers drop tabs and
 * line breaks, so `'/\t/evil.example'` would read as `'//evil.example'`) and the leading run of
 * slashes and backslashes collapsed to one slash (browsers read `'//evil.example'` and
 * `'/\evil.example'` as another host). Anything that is not a path at all is the home page.
 *
 * @example
 * safeLocalPath('/nieuws?pagina=2'); // '/nieuws?pagina=2'
 * safeLocalPath('//evil.example/i/1'); // '/evil.example/i/1'
 * safeLocalPath('https://evil.example/'); // '/'
 */
export function safeLocalPath(target: string): string {
  const path = [...target].filter((character) => !isControlCharacter(character)).join('');
  return /^[/\\]/.test(path) ? path.replace(/^[/\\]+/, '/') : '/';
}

/**
 * The `Location` of a redirect, kept on the site: a path as {@link safeLocalPath} makes it; an
 * absolute `http(s)` address (only the site's own settings make one: its primary domain) keeps
 * its origin, with its path made safe the same way.
 *
 * @example
 * safeRedirectLocation('/\\evil.example'); // '/evil.example'
 * safeRedirectLocation('https://www.plein.example//evil.example'); // 'https://www.plein.example/evil.example'
 */
export function safeRedirectLocation(location: string): string {
  if (!/^https?:\/\/[^/\\]/i.test(location)) return safeLocalPath(location);
  const url = new URL(location);
  return `${url.origin}${safeLocalPath(`${url.pathname}${url.search}${url.hash}`)}`;
}
