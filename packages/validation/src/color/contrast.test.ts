import { describe, expect, it } from 'vitest';
import { contrastRatio, meetsContrastAA } from './contrast';

describe('contrastRatio', () => {
  it('gives 21 for black on white and 1 for equal colours, in either order', () => {
    expect(contrastRatio('#000', '#fff')).toBe(21);
    expect(contrastRatio('#ffffff', '#000000')).toBe(21);
    expect(contrastRatio('#336699', '#336699')).toBe(1);
  });

  it('matches the WCAG figure for mid grey on white', () => {
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 1);
    expect(contrastRatio('rgb(119, 119, 119)', 'rgb(255,255,255)')).toBe(
      contrastRatio('#777', '#fff'),
    );
  });

  it('throws for text that is not a colour', () => {
    expect(() => contrastRatio('blue-ish', '#fff')).toThrow(TypeError);
  });
});

describe('meetsContrastAA', () => {
  it('needs 4.5:1 for normal text and 3:1 for large text', () => {
    expect(meetsContrastAA('#767676', '#ffffff')).toBe(true);
    expect(meetsContrastAA('#777777', '#ffffff')).toBe(false);
    expect(meetsContrastAA('#777777', '#ffffff', { largeText: true })).toBe(true);
    expect(meetsContrastAA('#ffff00', '#ffffff', { largeText: true })).toBe(false);
  });
});
