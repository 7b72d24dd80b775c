import type { ReactNode } from 'react';
import type { LayoutPosition, PageLayoutRegions } from '@plein/layouts';
import type { BlockInstance, BlockOption } from '../registry/registry';

/** The fields of the API's `BuildingBlockInstance` that the front end needs. */
export interface PlacedBlock {
  guid: string;
  /** Block type name. */
  buildingBlock: string;
  content: unknown;
  options: readonly BlockOption[];
  layoutPosition: LayoutPosition;
  sortId: number;
}

/**
 * Maps an API block instance to the renderer's shape.
 *
 * @example
 * page.buildingBlockInstances.map(toBlockInstance);
 */
export function toBlockInstance(block: PlacedBlock): BlockInstance {
  return {
    guid: block.guid,
    type: block.buildingBlock,
    content: block.content,
    options: block.options,
  };
}

/**
 * Splits a page's blocks by layout position (the API's names, `side-left`), each list sorted by
 * `sortId`. To fill PageLayout's regions (`sideLeft`), {@link pageRegions} does both steps.
 *
 * @example
 * const byPosition = groupBlocksByPosition(page.buildingBlockInstances);
 * byPosition['side-left']; // BlockInstance[]
 */
export function groupBlocksByPosition(
  blocks: readonly PlacedBlock[],
): Record<LayoutPosition, BlockInstance[]> {
  const groups: Record<LayoutPosition, BlockInstance[]> = {
    top: [],
    'side-left': [],
    main: [],
    'side-right': [],
    bottom: [],
  };
  for (const block of [...blocks].sort((a, b) => a.sortId - b.sortId)) {
    groups[block.layoutPosition]?.push(toBlockInstance(block));
  }
  return groups;
}

/** The PageLayout region each layout position of the API fills. */
export const regionOfPosition = {
  top: 'top',
  'side-left': 'sideLeft',
  main: 'main',
  'side-right': 'sideRight',
  bottom: 'bottom',
} as const satisfies Record<LayoutPosition, keyof PageLayoutRegions>;

/**
 * A page's blocks rendered per position and keyed as PageLayout's `regions`; `render` gets each
 * position's blocks in order (an empty list for an empty position).
 *
 * @example
 * <PageLayout
 *   layout={page.layout}
 *   regions={pageRegions(page.buildingBlockInstances, (blocks) =>
 *     blocks.length ? <BlockRenderer blocks={blocks} registry={registry} /> : null,
 *   )}
 * />
 */
export function pageRegions(
  blocks: readonly PlacedBlock[],
  render: (blocks: BlockInstance[], position: LayoutPosition) => ReactNode,
): Record<keyof PageLayoutRegions, ReactNode> {
  const byPosition = groupBlocksByPosition(blocks);
  const regions = {} as Record<keyof PageLayoutRegions, ReactNode>;
  for (const [position, region] of Object.entries(regionOfPosition) as [
    LayoutPosition,
    keyof PageLayoutRegions,
  ][]) {
    regions[region] = render(byPosition[position], position);
  }
  return regions;
}
