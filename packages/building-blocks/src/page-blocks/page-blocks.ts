import type { LayoutPosition } from '@plein/layouts';
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
 * Splits a page's blocks by layout position, each list sorted by `sortId`, ready for the
 * PageLayout regions.
 *
 * @example
 * const byPosition = groupBlocksByPosition(page.buildingBlockInstances);
 * <PageLayout layout={page.layout} regions={{ main: <BlockRenderer blocks={byPosition.main} registry={registry} />, ... }} />
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
