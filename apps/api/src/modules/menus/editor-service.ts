import { randomUUID } from 'node:crypto';
import type { MenuItem } from '@plein/api-client';
import type { Tenant } from '../platforms/repository';
import { invalidMenu } from './menu-input';
import type { MenuProblem, ValidMenuItem } from './menu-input';
import type { MenusRepository, ReplacementMenuItem } from './repository';
import { nestMenuItems } from './service';

/** What admins do with menus. */
export interface MenusEditorService {
  /**
   * Replaces the items of the tenant's menu `name` (created when missing) by a checked tree
   * (see `parseMenuItems`) and answers the saved tree as `GET` does. Items keep the guid they
   * carry; a guid that is not an item of this menu, or a page guid that is not a page of this
   * tenant, is a 400 `invalid_body` and nothing changes.
   */
  save(tenant: Tenant, name: string, items: readonly ValidMenuItem[]): Promise<MenuItem[]>;
}

function flatten(items: readonly ValidMenuItem[]): ValidMenuItem[] {
  return items.flatMap((item) => [item, ...flatten(item.relatedMenuItems)]);
}

/**
 * The menu editor over the menus repository, each save in one transaction (`withTransaction`).
 *
 * @example
 * const editor = createMenusEditorService((work) =>
 *   knex.transaction((trx) => work(createMenusRepository(trx))),
 * );
 */
export function createMenusEditorService(
  withTransaction: <T>(work: (repository: MenusRepository) => Promise<T>) => Promise<T>,
): MenusEditorService {
  return {
    save: (tenant, name, items) =>
      withTransaction(async (repository) => {
        const menuId = await repository.lockOrCreate(tenant, name);
        const all = flatten(items);
        const known = new Set(await repository.itemGuids(tenant, menuId));
        const pageGuids = [...new Set(all.flatMap((item) => item.pageGuid ?? []))];
        const pageIds = await repository.pageIdsByGuid(tenant, pageGuids);
        const problems: MenuProblem[] = [];
        for (const item of all) {
          if (item.guid !== null && !known.has(item.guid)) {
            problems.push({ path: `${item.path}.guid`, message: 'is not an item of this menu' });
          }
          if (item.pageGuid !== null && !pageIds.has(item.pageGuid)) {
            problems.push({ path: `${item.path}.pageGuid`, message: 'is not a page of this site' });
          }
        }
        if (problems.length > 0) throw invalidMenu(problems);

        const rows: ReplacementMenuItem[] = [];
        const add = (list: readonly ValidMenuItem[], parentGuid: string | null) => {
          list.forEach((item, index) => {
            const guid = item.guid ?? randomUUID();
            rows.push({
              guid,
              parentGuid,
              name: item.name,
              urlSegment: item.urlSegment,
              pageId: item.pageGuid === null ? null : (pageIds.get(item.pageGuid) ?? null),
              externalUrl: item.externalUrl,
              sortId: (index + 1) * 10,
            });
            add(item.relatedMenuItems, guid);
          });
        };
        add(items, null);
        await repository.replaceItems(tenant, menuId, rows);
        return nestMenuItems(await repository.listItems(tenant, menuId));
      }),
  };
}
