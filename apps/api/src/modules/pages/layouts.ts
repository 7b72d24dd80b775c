import type { LayoutPosition, PageLayoutName } from '@plein/api-client';

/** Every layout position, top to bottom and left to right. */
export const allLayoutPositions: readonly LayoutPosition[] = [
  'top',
  'side-left',
  'main',
  'side-right',
  'bottom',
];

/** The positions each layout has: all have top, main and bottom; the middle row differs. */
export const layoutPositions: Readonly<Record<PageLayoutName, readonly LayoutPosition[]>> = {
  '100': ['top', 'main', 'bottom'],
  '25-75': ['top', 'side-left', 'main', 'bottom'],
  '75-25': ['top', 'main', 'side-right', 'bottom'],
  '25-50-25': ['top', 'side-left', 'main', 'side-right', 'bottom'],
};

/**
 * Whether a layout has a position.
 *
 * @example
 * layoutHasPosition('100', 'side-left'); // false
 */
export function layoutHasPosition(layout: PageLayoutName, position: LayoutPosition): boolean {
  return layoutPositions[layout].includes(position);
}
