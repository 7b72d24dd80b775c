/** A piece of a search snippet: plain text, marked or not. */
export interface SnippetPart {
  text: string;
  marked: boolean;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Turns the escaped text of a snippet back into plain text. */
function unescape(html: string): string {
  return html.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) {
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    }
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return entities[name.toLowerCase()] ?? whole;
  });
}

/**
 * Splits the API's snippet (escaped text whose only markup is `<mark>`) into text parts, so it
 * renders as React text and `<mark>` elements: never as HTML. Any other tag stays visible text.
 *
 * @example
 * parseSnippet('De <mark>fiets</mark>brug &amp; kade');
 * // [{ text: 'De ', marked: false }, { text: 'fiets', marked: true }, { text: 'brug & kade', marked: false }]
 */
export function parseSnippet(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  const pattern = /<mark>([\s\S]*?)<\/mark>/g;
  let last = 0;
  for (const match of snippet.matchAll(pattern)) {
    if (match.index > last) {
      parts.push({ text: unescape(snippet.slice(last, match.index)), marked: false });
    }
    parts.push({ text: unescape(match[1] ?? ''), marked: true });
    last = match.index + match[0].length;
  }
  if (last < snippet.length) parts.push({ text: unescape(snippet.slice(last)), marked: false });
  return parts.filter((part) => part.text);
}
