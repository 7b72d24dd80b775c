/** Deepest nesting of arrays and objects a request may carry; no API input comes near it. */
export const maxInputDepth = 64;

/** What is wrong with a request value, or null when it is fine. */
export type InputProblem =
  { kind: 'nul' } | { kind: 'too_deep' } | { kind: 'prototype_key'; key: string };

/**
 * Keys that change an object's prototype when a value is copied with `Object.assign` or merged
 * by hand: never part of an API input.
 */
const prototypeKeys = new Set(['__proto__', 'prototype']);

const hasNul = (text: string) => text.includes('\u0000');

/**
 * Checks a decoded request value (a parsed JSON body, a query object) for what the API never
 * accepts: a NUL character in any string or key (PostgreSQL refuses it in text), arrays and
 * objects nested deeper than {@link maxInputDepth}, and `__proto__` or `prototype` keys.
 * Iterative, so a hostile depth cannot overflow the stack here.
 *
 * @example
 * findInputProblem(JSON.parse('{"a":"b\\u0000"}')); // { kind: 'nul' }
 */
export function findInputProblem(value: unknown, maxDepth = maxInputDepth): InputProblem | null {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value: current, depth } = next;
    if (typeof current === 'string') {
      if (hasNul(current)) return { kind: 'nul' };
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= maxDepth) return { kind: 'too_deep' };
    if (Array.isArray(current)) {
      for (const item of current) pending.push({ value: item, depth: depth + 1 });
      continue;
    }
    for (const [key, item] of Object.entries(current)) {
      if (hasNul(key)) return { kind: 'nul' };
      if (prototypeKeys.has(key)) return { kind: 'prototype_key', key };
      pending.push({ value: item, depth: depth + 1 });
    }
  }
  return null;
}
