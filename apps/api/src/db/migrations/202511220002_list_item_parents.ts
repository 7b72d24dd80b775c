/* eslint-disable check-file/filename-naming-convention -- migrations are named YYYYMMDDHHMM_name.ts (docs/style.md), sorted by time */
import type { Knex } from 'knex';

/**
 * One row per live published item and parent, kept by a trigger on `list_items`, with the item's
 * filter columns. A parent filter then reads one btree range in publish order, and counting the
 * matches is index-only; through the GIN index on `parent_guids` every match was a heap visit
 * (docs/decisions/0007).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create table list_item_parents (
      item_id integer not null references list_items (id) on delete cascade,
      parent_guid uuid not null,
      platform_id integer not null,
      block_id integer not null,
      published_on timestamptz not null,
      period_end timestamptz,
      highlight boolean not null,
      primary key (item_id, parent_guid)
    )`);
  await knex.raw(`
    create index list_item_parents_block_published_on on list_item_parents
      (block_id, parent_guid, published_on desc, item_id desc)
      include (platform_id, period_end, highlight)`);
  await knex.raw(`
    create function plein_sync_list_item_parents() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' then
          delete from list_item_parents where item_id = old.id;
        end if;
        if new.is_published and new.deleted_at is null then
          insert into list_item_parents
            (item_id, parent_guid, platform_id, block_id, published_on, period_end, highlight)
          select distinct new.id, parent, new.platform_id, new.block_id, new.published_on,
            new.period_end, new.highlight
          from unnest(new.parent_guids) as parent;
        end if;
        return null;
      end
    $$`);
  await knex.raw(`
    create trigger list_items_sync_parents
      after insert or update of parent_guids, is_published, deleted_at, platform_id, block_id,
        published_on, period_end, highlight
      on list_items for each row execute function plein_sync_list_item_parents()`);
  await knex.raw(`
    insert into list_item_parents
      (item_id, parent_guid, platform_id, block_id, published_on, period_end, highlight)
    select distinct li.id, parent, li.platform_id, li.block_id, li.published_on, li.period_end,
      li.highlight
    from list_items li, unnest(li.parent_guids) as parent
    where li.is_published and li.deleted_at is null`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger list_items_sync_parents on list_items');
  await knex.raw('drop function plein_sync_list_item_parents()');
  await knex.raw('drop table list_item_parents');
}
