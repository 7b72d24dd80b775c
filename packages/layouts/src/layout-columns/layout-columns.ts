import { pageLayoutNames } from '@plein/validation';
import type { LayoutPosition, PageLayoutName } from '@plein/validation';

// The layout names and positions are the contract's (one source, in @plein/validation).
export { pageLayoutNames };
export type { LayoutPosition, PageLayoutName };

/** A column of the middle row. */
export type MiddleColumnPosition = 'side-left' | 'main' | 'side-right';

/** One column of a layout's middle row on wide screens (from the 1024 px breakpoint). */
export interface LayoutColumn {
  position: MiddleColumnPosition;
  /** First grid column, 1-based, of the 12-column grid. */
  start: number;
  /** Width in columns of 12. Below 1024 px every column is 12 wide. */
  span: number;
}

/** The layout used when a page names none or an unknown one. */
export const defaultPageLayout: PageLayoutName = '100';

/** Number of grid columns of the middle row. */
export const gridColumns = 12;

const spans: Record<PageLayoutName, readonly [MiddleColumnPosition, number][]> = {
  '100': [['main', 12]],
  '25-75': [
    ['side-left', 3],
    ['main', 9],
  ],
  '75-25': [
    ['main', 9],
    ['side-right', 3],
  ],
  '25-50-25': [
    ['side-left', 3],
    ['main', 6],
    ['side-right', 3],
  ],
};

/**
 * Whether a value is one of the four layout names, for mapping API data safely.
 *
 * @example
 * const layout = isPageLayoutName(page.layout) ? page.layout : defaultPageLayout;
 */
export function isPageLayoutName(value: unknown): value is PageLayoutName {
  return typeof value === 'string' && (pageLayoutNames as readonly string[]).includes(value);
}

/**
 * The middle-row columns a layout has, left to right, with their place in the 12-column grid on
 * wide screens: 12, 3/9, 9/3 or 3/6/3.
 *
 * @example
 * layoutColumns('25-75');
 * // [{ position: 'side-left', start: 1, span: 3 }, { position: 'main', start: 4, span: 9 }]
 */
export function layoutColumns(layout: PageLayoutName): LayoutColumn[] {
  let start = 1;
  return spans[layout].map(([position, span]) => {
    const column = { position, start, span };
    start += span;
    return column;
  });
}
