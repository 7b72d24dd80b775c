import { describe, expect, it } from 'vitest';
import { imageSizeSteps, normalizeDimensions } from './image-options';

describe('normalizeDimensions', () => {
  it('rounds a width up to the next step', () => {
    expect(normalizeDimensions({ width: 500 })).toEqual({ width: 600 });
    expect(normalizeDimensions({ width: 600 })).toEqual({ width: 600 });
    expect(normalizeDimensions({ width: 601 })).toEqual({ width: 768 });
    expect(normalizeDimensions({ width: 1 })).toEqual({ width: 48 });
  });

  it('caps at 3000 px', () => {
    expect(normalizeDimensions({ width: 3001 })).toEqual({ width: 3000 });
    expect(normalizeDimensions({ width: 1e9 })).toEqual({ width: 3000 });
    expect(normalizeDimensions({ height: 5000 })).toEqual({ height: 3000 });
  });

  it('scales the height with the width to keep the aspect ratio', () => {
    expect(normalizeDimensions({ width: 500, height: 250 })).toEqual({ width: 600, height: 300 });
    expect(normalizeDimensions({ width: 6000, height: 3000 })).toEqual({
      width: 3000,
      height: 1500,
    });
  });

  it('keeps both sides within 3000 px when the height would pass it', () => {
    expect(normalizeDimensions({ width: 2000, height: 6000 })).toEqual({
      width: 1000,
      height: 3000,
    });
    expect(normalizeDimensions({ width: 100, height: 90000 })).toEqual({ width: 3, height: 3000 });
  });

  it('ignores sizes that are not positive numbers', () => {
    expect(normalizeDimensions({ width: 0, height: Number.NaN })).toEqual({});
    expect(normalizeDimensions({ width: -5, height: 90 })).toEqual({ height: 100 });
  });

  it('keeps the number of distinct widths small', () => {
    const widths = new Set(
      Array.from({ length: 3000 }, (_, i) => normalizeDimensions({ width: i + 1 }).width),
    );
    expect(widths.size).toBe(imageSizeSteps.length);
  });
});
