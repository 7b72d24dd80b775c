// yup runs the test of a whole object or array even when one of its parts failed its own check
// (`"fields": [null]`, `"actions": true`), and hands it the value typed as if every part had
// passed. Such a test reads the parts through these: a part of the wrong type counts as absent,
// left to its own check to refuse (a 400), instead of making the test throw (a 500).

/**
 * The members of `value` when it is an array, else none.
 *
 * @example
 * membersOf(true); // []
 */
export function membersOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/**
 * The members of `value` that are strings (none when it is not an array).
 *
 * @example
 * stringMembersOf(['a', null, 1]); // ['a']
 */
export function stringMembersOf(value: unknown): string[] {
  return membersOf(value).filter((member) => typeof member === 'string');
}

/**
 * The members of `value` that are objects, not arrays (none when it is not an array).
 *
 * @example
 * objectMembersOf([{ key: 'a' }, null, []]); // [{ key: 'a' }]
 */
export function objectMembersOf(value: unknown): Partial<Record<string, unknown>>[] {
  return membersOf(value).filter(
    (member): member is Partial<Record<string, unknown>> =>
      typeof member === 'object' && member !== null && !Array.isArray(member),
  );
}

/**
 * `value` when it is a string, else ''.
 *
 * @example
 * textOf(['x']); // ''
 */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
