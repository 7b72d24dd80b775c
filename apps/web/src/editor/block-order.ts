import type {
  BlockOrderInput,
  BuildingBlockInstance,
  LayoutPosition,
  Page,
  PageLayoutName,
} from '@plein/api-client';
import { layoutColumns } from '@plein/layouts';

/** The guids of a page's blocks per layout position, each list in display order. */
export type BlockColumns = Record<LayoutPosition, string[]>;

/** Which way a move button moves a block. */
export type MoveDirection = 'up' | 'down';

const emptyColumns = (): BlockColumns => ({
  top: [],
  'side-left': [],
  main: [],
  'side-right': [],
  bottom: [],
});

/**
 * The positions a layout has, in reading order: top, its middle columns left to right, bottom.
 *
 * @example
 * layoutPositions('25-75'); // ['top', 'side-left', 'main', 'bottom']
 */
export function layoutPositions(layout: PageLayoutName): LayoutPosition[] {
  return ['top', ...layoutColumns(layout).map((column) => column.position), 'bottom'];
}

/**
 * A page's blocks per position, sorted by sortId. Blocks of a position the layout lacks go to the
 * end of `main`, where the API puts them when the layout changes.
 *
 * @example
 * columnsOf(page).main; // ['guid-1', 'guid-2']
 */
export function columnsOf(page: Pick<Page, 'layout' | 'buildingBlockInstances'>): BlockColumns {
  const columns = emptyColumns();
  const present = new Set(layoutPositions(page.layout));
  const sorted = [...page.buildingBlockInstances].sort((a, b) => a.sortId - b.sortId);
  const strays: string[] = [];
  for (const block of sorted) {
    if (present.has(block.layoutPosition)) columns[block.layoutPosition].push(block.guid);
    else strays.push(block.guid);
  }
  columns.main.push(...strays);
  return columns;
}

/** The position a block is in, or null when it is on none. */
export function positionOf(columns: BlockColumns, guid: string): LayoutPosition | null {
  for (const [position, guids] of Object.entries(columns) as [LayoutPosition, string[]][]) {
    if (guids.includes(guid)) return position;
  }
  return null;
}

/**
 * Moves a block to `index` of `position` (removing it from where it was).
 *
 * @example
 * moveTo(columns, 'b1', 'side-left', 0);
 */
export function moveTo(
  columns: BlockColumns,
  guid: string,
  position: LayoutPosition,
  index: number,
): BlockColumns {
  const next = emptyColumns();
  for (const [key, guids] of Object.entries(columns) as [LayoutPosition, string[]][]) {
    next[key] = guids.filter((item) => item !== guid);
  }
  const target = next[position];
  target.splice(Math.max(0, Math.min(index, target.length)), 0, guid);
  return next;
}

/**
 * Where a dragged block lands when it is dropped over `position`: at the place of the block it is
 * over (`overGuid`), or at the end of a position it comes from elsewhere into; dropped over its
 * own position without a block, it stays.
 *
 * @example
 * dropOrder(columns, 'b1', 'main', 'b3'); // b1 takes b3's place in main
 */
export function dropOrder(
  columns: BlockColumns,
  guid: string,
  position: LayoutPosition,
  overGuid: string | null,
): BlockColumns {
  const from = positionOf(columns, guid);
  const overIndex = overGuid ? columns[position].indexOf(overGuid) : -1;
  if (overIndex >= 0) return moveTo(columns, guid, position, overIndex);
  if (from === position) return columns;
  return moveTo(columns, guid, position, columns[position].length);
}

/**
 * One step up or down in reading order: within its position, or, from the first (last) place, to
 * the end (start) of the previous (next) position of the layout. Null when it cannot go further.
 *
 * @example
 * moveStep(columns, '25-50-25', 'b1', 'down');
 */
export function moveStep(
  columns: BlockColumns,
  layout: PageLayoutName,
  guid: string,
  direction: MoveDirection,
): BlockColumns | null {
  const position = positionOf(columns, guid);
  if (!position) return null;
  const index = columns[position].indexOf(guid);
  const positions = layoutPositions(layout);
  const at = positions.indexOf(position);
  if (direction === 'up') {
    if (index > 0) return moveTo(columns, guid, position, index - 1);
    const previous = positions[at - 1];
    return previous ? moveTo(columns, guid, previous, columns[previous].length) : null;
  }
  if (index < columns[position].length - 1) return moveTo(columns, guid, position, index + 1);
  const following = positions[at + 1];
  return following ? moveTo(columns, guid, following, 0) : null;
}

/** Whether two orders are the same. */
export function sameColumns(a: BlockColumns, b: BlockColumns): boolean {
  return (Object.keys(a) as LayoutPosition[]).every(
    (position) =>
      a[position].length === b[position].length &&
      a[position].every((guid, index) => b[position][index] === guid),
  );
}

/**
 * The body of `PUT /api/pages/{id}/blocks:order`: every block with its position and a sortId
 * counting from 1 within the position.
 */
export function orderInput(columns: BlockColumns): BlockOrderInput {
  const blocks: BlockOrderInput['blocks'] = [];
  for (const [layoutPosition, guids] of Object.entries(columns) as [LayoutPosition, string[]][]) {
    guids.forEach((guid, index) => blocks.push({ guid, layoutPosition, sortId: index + 1 }));
  }
  return { blocks };
}

/** The page's blocks placed as `columns` say (for an optimistic update of the cache). */
export function placeBlocks(
  blocks: readonly BuildingBlockInstance[],
  columns: BlockColumns,
): BuildingBlockInstance[] {
  const places = new Map(orderInput(columns).blocks.map((place) => [place.guid, place]));
  return blocks.map((block) => {
    const place = places.get(block.guid);
    return place ? { ...block, layoutPosition: place.layoutPosition, sortId: place.sortId } : block;
  });
}

/**
 * The page's blocks after a layout change, as the API does it: blocks of positions the new layout
 * lacks move to the end of `main`.
 */
export function blocksForLayout(
  page: Pick<Page, 'buildingBlockInstances'>,
  layout: PageLayoutName,
): BuildingBlockInstance[] {
  return placeBlocks(
    page.buildingBlockInstances,
    columnsOf({ layout, buildingBlockInstances: page.buildingBlockInstances }),
  );
}
