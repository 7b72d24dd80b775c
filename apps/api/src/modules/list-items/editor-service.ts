import type { CreatedListItems, ListItemInput } from '@plein/api-client';
import { ApiError } from '../../http/errors';
import type { Tenant } from '../platforms/repository';
import type { ListItemsWriteRepository } from './write-repository';

/** What content managers do with list items. */
export interface ListItemsEditorService {
  /** Adds items to a list block of the tenant (on any page); 404 `list_not_found` otherwise. */
  create(tenant: Tenant, blockGuid: string, items: ListItemInput[]): Promise<CreatedListItems>;
  /** Replaces an item; 404 `list_item_not_found` when the tenant has none with this guid. */
  update(tenant: Tenant, guid: string, item: ListItemInput): Promise<void>;
  /** Deletes an item; 404 `list_item_not_found` when the tenant has none with this guid. */
  remove(tenant: Tenant, guid: string): Promise<void>;
}

const itemNotFound = () => new ApiError(404, 'list_item_not_found', 'No such list item.');

/**
 * The editor's list item service over a write repository. Runs each call in one transaction
 * (`withTransaction`) so a batch is stored whole or not at all; item types named by an item
 * are created when the tenant does not have them yet.
 */
export function createListItemsEditorService(
  withTransaction: <T>(work: (repository: ListItemsWriteRepository) => Promise<T>) => Promise<T>,
): ListItemsEditorService {
  return {
    create: (tenant, blockGuid, items) =>
      withTransaction(async (repository) => {
        const blockId = await repository.findBlockId(tenant, blockGuid);
        if (blockId === null) throw new ApiError(404, 'list_not_found', 'No such list block.');
        for (const name of new Set(items.map((item) => item.listItemTypeName))) {
          await repository.ensureType(tenant, name);
        }
        return { items: await repository.createItems(tenant, blockId, items) };
      }),
    update: (tenant, guid, item) =>
      withTransaction(async (repository) => {
        await repository.ensureType(tenant, item.listItemTypeName);
        if (!(await repository.updateItem(tenant, guid, item))) throw itemNotFound();
      }),
    remove: (tenant, guid) =>
      withTransaction(async (repository) => {
        if (!(await repository.deleteItem(tenant, guid))) throw itemNotFound();
      }),
  };
}
