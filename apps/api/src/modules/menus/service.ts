import type { MenuItem } from '@plein/api-client';
import { ApiError } from '../../http/errors';
import type { Tenant } from '../platforms/repository';
import type { MenuItemRecord, MenusRepository } from './repository';

/** Reads menus for visitors. */
export interface MenusService {
  /** The items of the tenant's menu with this name, nested; 404 `menu_not_found` otherwise. */
  itemsByMenuName(tenant: Tenant, name: string): Promise<MenuItem[]>;
}

/** Nests flat items (already sorted by sortId) under their parents via `relatedMenuItems`. */
export function nestMenuItems(records: readonly MenuItemRecord[]): MenuItem[] {
  const nodes = new Map<number, MenuItem>();
  for (const record of records) {
    nodes.set(record.id, {
      guid: record.guid,
      urlSegment: record.urlSegment,
      name: record.name,
      pageGuid: record.pageGuid,
      pageName: record.pageName,
      pageIsPublished: record.pageIsPublished,
      externalUrl: record.externalUrl,
      relatedMenuItems: [],
    });
  }
  const roots: MenuItem[] = [];
  for (const record of records) {
    const node = nodes.get(record.id);
    if (!node) continue;
    const parent = record.parentId === null ? undefined : nodes.get(record.parentId);
    (parent ? parent.relatedMenuItems : roots).push(node);
  }
  return roots;
}

/** The menus service over its repository. */
export function createMenusService(repository: MenusRepository): MenusService {
  return {
    async itemsByMenuName(tenant, name) {
      const menuId = await repository.findIdByName(tenant, name);
      if (menuId === null) throw new ApiError(404, 'menu_not_found', `No menu named "${name}".`);
      return nestMenuItems(await repository.listItems(tenant, menuId));
    },
  };
}
