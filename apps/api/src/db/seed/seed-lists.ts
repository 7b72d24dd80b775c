import type { ListItemInput } from '@plein/api-client';
import type { Knex } from 'knex';
import { createListItemsWriteRepository } from '../../modules/list-items/write-repository';
import { createPagesRepository } from '../../modules/pages/repository';
import type { Tenant } from '../../modules/platforms/repository';
import type { DemoList } from './demo-lists';
import { demoPictureAlt, pictureSize } from './demo-pictures';
import type { DemoPictureName } from './demo-pictures';
import { storeDemoPicture } from './seed-pictures';

const day = 86_400_000;

/**
 * Adds each demo list block to its page and fills it through the same write repository the
 * editor's calls use, with the items' pictures uploaded by the membership `owner`; dates are
 * relative to `now`.
 */
export async function seedDemoLists(
  trx: Knex.Transaction,
  tenant: Tenant,
  pageIds: ReadonlyMap<string, number>,
  lists: readonly DemoList[],
  owner: number,
  now = new Date(),
): Promise<void> {
  const pages = createPagesRepository(trx);
  const items = createListItemsWriteRepository(trx);
  for (const list of lists) {
    const pageId = pageIds.get(list.pageName);
    if (pageId === undefined) throw new Error(`Demo list on unknown page ${list.pageName}.`);
    const { guid } = await pages.addBlock(tenant, pageId, list.block);
    const blockId = await items.findBlockId(tenant, guid);
    if (blockId === null) throw new Error('The demo list block was not stored.');
    for (const type of new Set(list.items.map((item) => item.type))) {
      await items.ensureType(tenant, type);
    }
    const inputs = list.items.map((item): ListItemInput => ({
      title: item.title,
      listItemTypeName: item.type,
      metadata: {
        description: item.description,
        periodEnd:
          item.expiresInDays === undefined
            ? null
            : new Date(now.getTime() + item.expiresInDays * day).toISOString(),
      },
      publishedOn: new Date(now.getTime() - item.daysAgo * day).toISOString(),
      isPublished: true,
      highlight: item.highlight ?? false,
      language: item.language ?? 'nl',
      contentBuildingBlockInstances: [
        { buildingBlock: 'rich-text', options: [], content: { html: item.html } },
      ],
    }));
    const created = await items.createItems(tenant, blockId, inputs);
    // A picture is an image of its item, so the item has to exist before it.
    for (const [index, { picture }] of list.items.entries()) {
      const item = created[index];
      const input = inputs[index];
      if (!picture || !item || !input) continue;
      const imageGuid = await storeDemoPicture(trx, tenant, picture, {
        scope: 'item',
        scopeGuid: item.guid,
        owner,
      });
      await items.updateItem(tenant, item.guid, {
        ...input,
        contentBuildingBlockInstances: [
          { buildingBlock: 'image', options: [], content: pictureBlockContent(picture, imageGuid) },
          ...(input.contentBuildingBlockInstances ?? []),
        ],
      });
    }
  }
}

/** The content of an image block showing a demo picture. */
export function pictureBlockContent(picture: DemoPictureName, imageGuid: string) {
  return {
    imageGuid,
    url: null,
    alt: demoPictureAlt[picture],
    caption: '',
    width: pictureSize.width,
    height: pictureSize.height,
  };
}
