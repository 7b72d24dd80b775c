import { describe, expect, it } from 'vitest';
import type { BuildingBlockInstance, LayoutPosition } from '@plein/api-client';
import {
  blocksForLayout,
  columnsOf,
  dropOrder,
  layoutPositions,
  moveStep,
  moveTo,
  orderInput,
  placeBlocks,
  sameColumns,
} from './block-order';

const block = (guid: string, layoutPosition: LayoutPosition, sortId: number) =>
  ({
    guid,
    buildingBlock: 'rich-text',
    options: [],
    layoutPosition,
    sortId,
    content: { html: `<p>${guid}</p>` },
  }) satisfies BuildingBlockInstance;

const threeColumns = {
  layout: '25-50-25' as const,
  buildingBlockInstances: [
    block('m2', 'main', 2),
    block('l1', 'side-left', 1),
    block('m1', 'main', 1),
    block('r1', 'side-right', 1),
    block('t1', 'top', 1),
  ],
};

describe('block order', () => {
  it('lists the positions of each layout in reading order', () => {
    expect(layoutPositions('100')).toEqual(['top', 'main', 'bottom']);
    expect(layoutPositions('75-25')).toEqual(['top', 'main', 'side-right', 'bottom']);
    expect(layoutPositions('25-50-25')).toEqual([
      'top',
      'side-left',
      'main',
      'side-right',
      'bottom',
    ]);
  });

  it('groups blocks by position in sortId order and puts blocks of missing positions in main', () => {
    expect(columnsOf(threeColumns)).toEqual({
      top: ['t1'],
      'side-left': ['l1'],
      main: ['m1', 'm2'],
      'side-right': ['r1'],
      bottom: [],
    });
    expect(columnsOf({ ...threeColumns, layout: '100' }).main).toEqual(['m1', 'm2', 'l1', 'r1']);
  });

  it('moves a block one step within its position and across positions', () => {
    const columns = columnsOf(threeColumns);
    expect(moveStep(columns, '25-50-25', 'm1', 'down')?.main).toEqual(['m2', 'm1']);
    // The first block of main goes up to the end of the left column.
    const up = moveStep(columns, '25-50-25', 'm1', 'up')!;
    expect(up['side-left']).toEqual(['l1', 'm1']);
    expect(up.main).toEqual(['m2']);
    // The last block of main goes down to the start of the right column.
    expect(moveStep(columns, '25-50-25', 'm2', 'down')?.['side-right']).toEqual(['m2', 'r1']);
    // Nothing is above the top nor below the bottom.
    expect(moveStep(columns, '25-50-25', 't1', 'up')).toBeNull();
    const bottom = moveTo(columns, 'r1', 'bottom', 0);
    expect(moveStep(bottom, '25-50-25', 'r1', 'down')).toBeNull();
    expect(moveStep(columns, '25-50-25', 'nope', 'down')).toBeNull();
  });

  it('drops a dragged block at the place of the block it is over, or at the end of another position', () => {
    const columns = columnsOf(threeColumns);
    // Within a position it takes the place of the block it is over.
    expect(dropOrder(columns, 'm1', 'main', 'm2').main).toEqual(['m2', 'm1']);
    expect(dropOrder(columns, 'm2', 'main', 'm1').main).toEqual(['m2', 'm1']);
    // Into another position: before the block it is over, or at the end of the position itself.
    expect(dropOrder(columns, 'r1', 'main', 'm2').main).toEqual(['m1', 'r1', 'm2']);
    const bottom = dropOrder(columns, 'm2', 'bottom', null);
    expect(bottom.bottom).toEqual(['m2']);
    expect(bottom.main).toEqual(['m1']);
    // Over its own position (not a block), or over itself, it stays.
    expect(dropOrder(columns, 'm1', 'main', null)).toBe(columns);
    expect(sameColumns(dropOrder(columns, 'm1', 'main', 'm1'), columns)).toBe(true);
  });

  it('skips positions the layout does not have', () => {
    const columns = columnsOf({ ...threeColumns, layout: '100' });
    expect(moveStep(columns, '100', 't1', 'down')?.main[0]).toBe('t1');
  });

  it('writes the full order with sortIds from 1 per position', () => {
    const columns = moveTo(columnsOf(threeColumns), 'l1', 'main', 1);
    expect(orderInput(columns).blocks).toEqual([
      { guid: 't1', layoutPosition: 'top', sortId: 1 },
      { guid: 'm1', layoutPosition: 'main', sortId: 1 },
      { guid: 'l1', layoutPosition: 'main', sortId: 2 },
      { guid: 'm2', layoutPosition: 'main', sortId: 3 },
      { guid: 'r1', layoutPosition: 'side-right', sortId: 1 },
    ]);
    const placed = placeBlocks(threeColumns.buildingBlockInstances, columns);
    expect(placed.find((b) => b.guid === 'l1')).toMatchObject({
      layoutPosition: 'main',
      sortId: 2,
    });
    expect(
      sameColumns(columns, columnsOf({ ...threeColumns, buildingBlockInstances: placed })),
    ).toBe(true);
    expect(sameColumns(columns, columnsOf(threeColumns))).toBe(false);
  });

  it('moves the blocks of positions a new layout lacks to the end of main, as the API does', () => {
    const blocks = blocksForLayout(threeColumns, '75-25');
    expect(columnsOf({ layout: '75-25', buildingBlockInstances: blocks })).toEqual({
      top: ['t1'],
      'side-left': [],
      main: ['m1', 'm2', 'l1'],
      'side-right': ['r1'],
      bottom: [],
    });
    expect(blocks.find((b) => b.guid === 'l1')).toMatchObject({
      layoutPosition: 'main',
      sortId: 3,
    });
  });
});
