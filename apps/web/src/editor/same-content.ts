/**
 * Whether two JSON documents (block contents, option lists) are equal, whatever the order of
 * their object keys (the API may store them in another order than the editor wrote them).
 *
 * @example
 * sameContent({ title: '', text: '' }, { text: '', title: '' }); // true
 */
export function sameContent(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameContent(item, b[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left).filter((key) => left[key] !== undefined);
  const otherKeys = Object.keys(right).filter((key) => right[key] !== undefined);
  return (
    keys.length === otherKeys.length && keys.every((key) => sameContent(left[key], right[key]))
  );
}
