import type { ListItemInput, NameValue } from '@plein/api-client';
import type { Knex } from 'knex';
import { createListItemsWriteRepository } from '../../src/modules/list-items/write-repository';
import { createPagesRepository } from '../../src/modules/pages/repository';
import type { Tenant } from '../../src/modules/platforms/repository';
import type { ResponseCache } from '../../src/http/response-cache';

/**
 * A published news item dated 1 January 2025, with `extra` over it.
 *
 * @example
 * await post(`/api/listitem/list/${guid}`, [newsItem('Havenfeest', { highlight: true })]);
 */
export const newsItem = (title: string, extra: Partial<ListItemInput> = {}): ListItemInput => ({
  title,
  listItemTypeName: 'Nieuws',
  isPublished: true,
  publishedOn: '2025-01-01T10:00:00.000Z',
  ...extra,
});

/** A response cache that keeps nothing, for tests that change data between requests. */
export const noCache: ResponseCache = {
  get: () => Promise.resolve(undefined),
  set: () => Promise.resolve(),
  delete: () => Promise.resolve(false),
  invalidateHost: () => Promise.resolve(0),
};

/** The guid of the tenant's first block of this type on the named page. */
export async function blockGuid(
  knex: Knex,
  tenant: Tenant,
  pageName: string,
  buildingBlock = 'list',
): Promise<string> {
  const row = await knex('building_block_instances as b')
    .join('pages as p', 'p.id', 'b.page_id')
    .where({ 'b.platform_id': tenant.id, 'p.name': pageName, 'b.building_block': buildingBlock })
    .orderBy('b.id')
    .first<{ guid: string } | undefined>('b.guid');
  if (!row) throw new Error(`No ${buildingBlock} block on ${pageName}.`);
  return row.guid;
}

/** A new page (published or not) with one list block of these options; its ids. */
export async function pageWithList(
  knex: Knex,
  tenant: Tenant,
  name: string,
  options: { isPublished?: boolean; blockOptions?: NameValue[]; buildingBlock?: string } = {},
): Promise<{ pageId: number; blockGuid: string; blockId: number }> {
  const pages = createPagesRepository(knex);
  const page = await pages.create(tenant, {
    name,
    title: name,
    layout: '100',
    isPublished: options.isPublished ?? true,
  });
  const { guid } = await pages.addBlock(tenant, page.id, {
    buildingBlock: options.buildingBlock ?? 'list',
    layoutPosition: 'main',
    sortId: 1,
    options: options.blockOptions ?? [],
    content: {},
  });
  const blockId = await createListItemsWriteRepository(knex).findBlockId(tenant, guid);
  if (blockId === null) throw new Error('list block missing');
  return { pageId: page.id, blockGuid: guid, blockId };
}

const day = 86_400_000;

/** Input of a published item, `daysAgo` days old, with the given overrides. */
export function itemInput(
  title: string,
  daysAgo: number,
  overrides: Partial<ListItemInput> = {},
): ListItemInput {
  return {
    title,
    listItemTypeName: 'Nieuwsbericht',
    publishedOn: new Date(Date.now() - daysAgo * day).toISOString(),
    isPublished: true,
    ...overrides,
  };
}

/** Inserts items (creating the type when needed); their guids and short ids. */
export async function addItems(
  knex: Knex,
  tenant: Tenant,
  blockId: number,
  items: ListItemInput[],
): Promise<{ guid: string; shortId: string }[]> {
  const repo = createListItemsWriteRepository(knex);
  for (const type of new Set(items.map((item) => item.listItemTypeName))) {
    await repo.ensureType(tenant, type);
  }
  return repo.createItems(tenant, blockId, items);
}

/** An ISO date `days` days from now (negative: in the past). */
export const daysFromNow = (days: number) => new Date(Date.now() + days * day).toISOString();
