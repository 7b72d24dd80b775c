import type { Knex } from 'knex';

/** Tenants, list blocks and parents the benchmark spreads its items over. */
export const benchShape = { tenants: 10, pagesPerTenant: 10, blocksPerPage: 10, parents: 200 };

/** A deterministic parent guid (0 <= n < {@link benchShape}.parents). */
export const parentGuid = (n: number) =>
  `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

/** The host name of bench tenant `n` (1-based). */
export const benchHost = (n: number) => `bench-${n}.test`;

/**
 * Creates the tenants (hosts `bench-1.test` ...), one published page per 10 list blocks, the
 * list item type, and `bench_blocks (n, id, platform_id)` numbering the 1,000 blocks 0-999.
 * Block 0 (tenant 1) is the large list.
 */
export async function createBenchShape(knex: Knex): Promise<void> {
  const { tenants, pagesPerTenant, blocksPerPage } = benchShape;
  await knex.raw(`insert into platforms (name) select 'Bench ' || t from generate_series(1, ?) t`, [
    tenants,
  ]);
  await knex.raw(`
    insert into platform_hosts (host, platform_id)
    select 'bench-' || row_number() over (order by id) || '.test', id from platforms`);
  await knex.raw(
    `insert into list_item_types (platform_id, name) select id, 'Nieuwsbericht' from platforms`,
  );
  await knex.raw(
    `insert into pages (platform_id, name, title, is_published)
     select p.id, 'lijst-' || n, 'Lijst ' || n, true from platforms p, generate_series(1, ?) n`,
    [pagesPerTenant],
  );
  await knex.raw(
    `insert into building_block_instances (platform_id, page_id, building_block, sort_id, options, content)
     select pg.platform_id, pg.id, 'list', s,
       '[{"name":"defaultItemsPerPage","value":"10"}]'::jsonb, '{"title":"Berichten"}'::jsonb
     from pages pg, generate_series(1, ?) s`,
    [blocksPerPage],
  );
  await knex.raw(`
    create table bench_blocks as
    select (row_number() over (order by platform_id, id) - 1)::int as n, id, platform_id
    from building_block_instances where building_block = 'list'`);
  await knex.raw('alter table bench_blocks add primary key (n)');
}

const words = `haven kade schip fiets markt raad school museum brug pont park concert sport
  wijk straat plein water bibliotheek festival verkeer bouw woning zorg cultuur natuur winkel
  station trein bus feest muziek kunst theater film boek geschiedenis toerisme`
  .split(/\s+/)
  .filter(Boolean);

/**
 * Inserts list items `from` <= i < `to` in one statement: 60 % in the large block 0, the rest
 * spread over the other 999 blocks; 95 % published, 10 % expired, 2 % highlighted, 20 % English;
 * every item has one of 200 parents and one of 676 "topic" words (`themaaa` ... `themazz`) for a
 * selective search.
 */
export async function insertBenchItems(knex: Knex, from: number, to: number): Promise<void> {
  const vocabulary = `(array[${words.map((w) => `'${w}'`).join(',')}])`;
  const size = words.length;
  await knex.raw(
    `insert into list_items (platform_id, block_id, title, list_item_type_name, parent_guids,
       description, period_end, published_on, is_published, highlight, language, search_text)
     select b.platform_id, b.id,
       initcap(${vocabulary}[1 + i % ${size}]) || ' en ' || ${vocabulary}[1 + (i / ${size}) % ${size}] || ' ' || i,
       'Nieuwsbericht',
       array[('00000000-0000-4000-8000-' || lpad(to_hex(i % 200), 12, '0'))::uuid],
       'Over ' || ${vocabulary}[1 + (i * 7) % ${size}] || ' en ' || ${vocabulary}[1 + (i * 13) % ${size}],
       case i % 10 when 0 then now() - interval '1 day' when 1 then now() + interval '30 days' end,
       now() - make_interval(secs => (i::bigint * 7919) % 31536000),
       i % 20 <> 0, i % 50 = 0, case when i % 5 = 0 then 'en' else 'nl' end,
       'Het verhaal over ' || ${vocabulary}[1 + (i * 3) % ${size}] || ' en de ' ||
         ${vocabulary}[1 + (i * 11) % ${size}] || ' in de stad. ' ||
         'thema' || chr(97 + (i * 31 % 676) / 26) || chr(97 + (i * 31 % 676) % 26) || '.'
     from generate_series(?::int, ?::int) as g(i)
     join bench_blocks b on b.n = case when i % 5 < 3 then 0 else 1 + (i::bigint * 7919) % 999 end`,
    [from, to - 1],
  );
}
