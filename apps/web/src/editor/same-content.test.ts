import { describe, expect, it } from 'vitest';
import { sameContent } from './same-content';

describe('sameContent', () => {
  it('compares documents whatever the order of their keys', () => {
    expect(sameContent({ title: '', text: '' }, { text: '', title: '' })).toBe(true);
    expect(sameContent({ a: [1, { b: 'x' }] }, { a: [1, { b: 'x' }] })).toBe(true);
    expect(sameContent({ a: undefined, b: 1 }, { b: 1 })).toBe(true);
  });

  it('tells different documents apart', () => {
    expect(sameContent({ title: 'a' }, { title: 'b' })).toBe(false);
    expect(sameContent({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameContent([1, 2], [2, 1])).toBe(false);
    expect(sameContent([], {})).toBe(false);
    expect(sameContent(null, {})).toBe(false);
    expect(sameContent('1', 1)).toBe(false);
  });
});
