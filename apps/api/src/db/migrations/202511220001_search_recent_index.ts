/* eslint-disable check-file/filename-naming-convention -- migrations are named YYYYMMDDHHMM_name.ts (docs/style.md), sorted by time */
import type { Knex } from 'knex';

/**
 * A tenant's live published items, newest first: search takes its ranked candidates from the
 * newest matches (docs/decisions/0007), and for a common word walking this index until enough
 * items match is far cheaper than ranking every match the GIN index finds.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create index list_items_platform_published_on on list_items
      (platform_id, published_on desc, id desc) where is_published and deleted_at is null`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index list_items_platform_published_on');
}
