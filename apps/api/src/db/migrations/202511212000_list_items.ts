/* eslint-disable check-file/filename-naming-convention -- migrations are named YYYYMMDDHHMM_name.ts (docs/style.md), sorted by time */
import type { Knex } from 'knex';
import { tenantColumn } from '../schema-helpers';

/**
 * List item types and list items, owned by a list (or list widget) block. The partial btree
 * indexes serve the visitor's list query per block and sort (keyset order, covering the filter
 * columns so counting and deep pages are index-only); GIN indexes serve parent filters,
 * full-text search (`search_vector`: the item's language stemming plus unstemmed words) and
 * typo-tolerant title matching (pg_trgm).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create extension if not exists pg_trgm');
  await knex.schema.alterTable('building_block_instances', (t) => {
    // Lets list items reference (platform_id, id) of their block: never into another tenant.
    t.unique(['platform_id', 'id']);
  });
  await knex.raw(`
    create function plein_base36(n bigint) returns text language sql immutable strict as $$
      with recursive digits(rest, out) as (
        select n, ''::text
        union all
        select rest / 36, substr('0123456789abcdefghijklmnopqrstuvwxyz', (rest % 36)::int + 1, 1) || out
        from digits where rest > 0
      )
      select case when n = 0 then '0' else (select out from digits where rest = 0) end
    $$`);
  await knex.raw(`
    create function plein_regconfig(language text) returns regconfig language sql immutable as $$
      select case language when 'en' then 'english'::regconfig else 'dutch'::regconfig end
    $$`);
  // Short ids count up from 36^3, so every one has at least four characters.
  await knex.raw('create sequence list_items_short_id_seq start with 46656');

  await knex.schema.createTable('list_item_types', (t) => {
    t.increments('id');
    tenantColumn(t);
    t.text('name').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['platform_id', 'name']);
    t.check('length(name) > 0', [], 'list_item_types_name_not_empty');
  });

  await knex.schema.createTable('list_items', (t) => {
    t.increments('id');
    t.uuid('guid').notNullable().unique().defaultTo(knex.raw('gen_random_uuid()'));
    tenantColumn(t);
    t.integer('block_id').notNullable();
    t.text('short_id')
      .notNullable()
      .defaultTo(knex.raw(`plein_base36(nextval('list_items_short_id_seq'))`));
    t.text('title').notNullable();
    t.text('list_item_type_name').notNullable();
    t.specificType('parent_guids', 'uuid[]').notNullable().defaultTo('{}');
    t.text('description').notNullable().defaultTo('');
    t.timestamp('period_end', { useTz: true }).nullable();
    t.timestamp('published_on', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.boolean('is_published').notNullable().defaultTo(false);
    t.boolean('highlight').notNullable().defaultTo(false);
    t.jsonb('content').notNullable().defaultTo('[]');
    t.text('language').notNullable().defaultTo('nl');
    // The text of the content blocks (tags stripped), kept by the repository for search.
    t.text('search_text').notNullable().defaultTo('');
    t.timestamps(true, true, false);
    t.unique(['platform_id', 'short_id']);
    t.foreign(['platform_id', 'block_id'])
      .references(['platform_id', 'id'])
      .inTable('building_block_instances')
      .onDelete('CASCADE');
    t.foreign(['platform_id', 'list_item_type_name'])
      .references(['platform_id', 'name'])
      .inTable('list_item_types')
      .onUpdate('CASCADE');
    t.index(['block_id']);
    t.index(['platform_id', 'list_item_type_name']);
    t.check(`language in ('nl', 'en')`, [], 'list_items_language_known');
    t.check('length(title) > 0', [], 'list_items_title_not_empty');
    t.check('length(short_id) < 32', [], 'list_items_short_id_short');
  });
  await knex.raw(`
    alter table list_items add column search_vector tsvector generated always as (
      setweight(to_tsvector(plein_regconfig(language), title), 'A') ||
      setweight(to_tsvector('simple'::regconfig, title), 'A') ||
      setweight(to_tsvector(plein_regconfig(language), description), 'B') ||
      setweight(to_tsvector('simple'::regconfig, description), 'B') ||
      to_tsvector(plein_regconfig(language), search_text) ||
      to_tsvector('simple'::regconfig, search_text)
    ) stored`);
  // One keyset index per sort; `include` makes filtering and counting index-only.
  await knex.raw(`
    create index list_items_block_published_on on list_items
      (block_id, published_on desc, id desc) include (platform_id, period_end, highlight)
      where is_published`);
  await knex.raw(`
    create index list_items_block_title on list_items
      (block_id, title, id) include (platform_id, published_on, period_end, highlight)
      where is_published`);
  await knex.raw(`
    create index list_items_block_period_end on list_items
      (block_id, period_end, id) include (platform_id, published_on, highlight)
      where is_published`);
  await knex.raw('create index list_items_parent_guids on list_items using gin (parent_guids)');
  await knex.raw('create index list_items_search on list_items using gin (search_vector)');
  await knex.raw('create index list_items_title_trgm on list_items using gin (title gin_trgm_ops)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('list_items');
  await knex.schema.dropTable('list_item_types');
  await knex.raw('drop sequence list_items_short_id_seq');
  await knex.raw('drop function plein_regconfig(text)');
  await knex.raw('drop function plein_base36(bigint)');
  await knex.schema.alterTable('building_block_instances', (t) => {
    t.dropUnique(['platform_id', 'id']);
  });
  await knex.raw('drop extension if exists pg_trgm');
}
