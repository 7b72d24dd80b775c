/** The markers `ts_headline` wraps matches in (see the search repository). */
export const startMark = '\u0002';
/** @see startMark */
export const stopMark = '\u0003';

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * The HTML of a `ts_headline` snippet whose matches are wrapped in U+0002 and U+0003: the text
 * is escaped and only the matches become `<mark>` elements.
 *
 * @example
 * snippetHtml('De \u0002fiets\u0003 <b>'); // 'De <mark>fiets</mark> &lt;b&gt;'
 */
export function snippetHtml(headline: string): string {
  return headline
    .replace(/[&<>"']/g, (char) => escapes[char] ?? char)
    .replaceAll(startMark, '<mark>')
    .replaceAll(stopMark, '</mark>');
}
