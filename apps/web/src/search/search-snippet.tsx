import { parseSnippet } from './snippet';

/**
 * A search snippet with its matched words in `<mark>`, rendered as text (never as HTML).
 *
 * @example
 * <SearchSnippet snippet="De <mark>fiets</mark>brug" />
 */
export function SearchSnippet({ snippet }: { snippet: string }) {
  return (
    <p className="plein-search-result__snippet">
      {parseSnippet(snippet).map((part, index) =>
        part.marked ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </p>
  );
}
