import { describe, expect, it } from 'vitest';
import { membersOf, objectMembersOf, stringMembersOf, textOf } from './test-parts';

describe('the parts a whole-value test reads', () => {
  it('are none, or empty, when the value is of another type', () => {
    for (const value of [true, 1, 'x', null, undefined, {}]) {
      expect([membersOf(value), stringMembersOf(value), objectMembersOf(value)]).toEqual([
        [],
        [],
        [],
      ]);
    }
    for (const value of [true, 1, null, undefined, {}, ['x']]) expect(textOf(value)).toBe('');
  });

  it('keep only the members of the type asked for', () => {
    const members = ['a', null, 1, { key: 'b' }, [], true];
    expect(membersOf(members)).toBe(members);
    expect(stringMembersOf(members)).toEqual(['a']);
    expect(objectMembersOf(members)).toEqual([{ key: 'b' }]);
    expect(textOf('a')).toBe('a');
  });
});
