/** Most words a search uses; the rest of a long query is ignored. */
export const maxSearchWords = 8;

/**
 * The words of a search text: runs of letters and digits (any script), lower case, at most
 * {@link maxSearchWords} of at most 50 characters. Everything else (quotes, operators, tsquery
 * syntax) is dropped, so the words are safe to hand to `plein_search_query`.
 *
 * @example
 * searchWords("Fietsen & 'haven'!"); // ['fietsen', 'haven']
 */
export function searchWords(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.map((word) => word.slice(0, 50)))].slice(0, maxSearchWords);
}
