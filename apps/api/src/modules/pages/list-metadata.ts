import type { ListMetadata } from '@plein/api-client';
import { listBlockOptions } from '../list-items/block-options';
import type { ListItemsRepository } from '../list-items/repository';
import { resolveCriteria } from '../list-items/service';
import type { Tenant } from '../platforms/repository';
import type { BlockRecord } from './repository';

/** The `listMetadata` of a page answer for the given (visible) blocks. */
export type ListMetadataReader = (
  tenant: Tenant,
  blocks: readonly BlockRecord[],
) => Promise<ListMetadata[]>;

/**
 * Counts, per `list` block, the items a visitor's list query finds with the block's own options
 * (published, published on or before now, not expired unless the block shows expired items):
 * the same query and cap as `GET /api/listitem/list/{guid}/meta`.
 *
 * @example
 * const listMetadata = await createListMetadataReader(createListItemsRepository(knex))(tenant, record.blocks);
 */
export function createListMetadataReader(
  items: ListItemsRepository,
  now: () => Date = () => new Date(),
): ListMetadataReader {
  return async (tenant, blocks) => {
    const metadata: ListMetadata[] = [];
    for (const { id, instance } of blocks) {
      if (instance.buildingBlock !== 'list') continue;
      const criteria = resolveCriteria(listBlockOptions(instance.options), { itemCount: 1 }, now());
      const slice = await items.listVisible(
        tenant,
        {
          id,
          guid: instance.guid,
          buildingBlock: instance.buildingBlock,
          options: instance.options,
        },
        criteria,
      );
      metadata.push({ blockGuid: instance.guid, totalItems: slice.total });
    }
    return metadata;
  };
}
