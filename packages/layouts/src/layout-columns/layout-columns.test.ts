import { describe, expect, it } from 'vitest';
import { isPageLayoutName, layoutColumns, pageLayoutNames } from './layout-columns';

describe('layoutColumns', () => {
  it('gives the full width to the main column of layout 100', () => {
    expect(layoutColumns('100')).toEqual([{ position: 'main', start: 1, span: 12 }]);
  });

  it('splits 25-75 into 3 and 9 with the side column on the left', () => {
    expect(layoutColumns('25-75')).toEqual([
      { position: 'side-left', start: 1, span: 3 },
      { position: 'main', start: 4, span: 9 },
    ]);
  });

  it('splits 75-25 into 9 and 3 with the side column on the right', () => {
    expect(layoutColumns('75-25')).toEqual([
      { position: 'main', start: 1, span: 9 },
      { position: 'side-right', start: 10, span: 3 },
    ]);
  });

  it('splits 25-50-25 into 3, 6 and 3', () => {
    expect(layoutColumns('25-50-25').map((c) => [c.position, c.span])).toEqual([
      ['side-left', 3],
      ['main', 6],
      ['side-right', 3],
    ]);
  });

  it('fills exactly 12 columns for every layout', () => {
    for (const layout of pageLayoutNames) {
      expect(layoutColumns(layout).reduce((sum, c) => sum + c.span, 0)).toBe(12);
    }
  });

  it('recognises layout names', () => {
    expect(isPageLayoutName('25-50-25')).toBe(true);
    expect(isPageLayoutName('50-50')).toBe(false);
    expect(isPageLayoutName(undefined)).toBe(false);
  });
});
