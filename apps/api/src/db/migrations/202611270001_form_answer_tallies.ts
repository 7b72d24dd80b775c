/* eslint-disable check-file/filename-naming-convention -- migrations are named YYYYMMDDHHMM_name.ts (docs/style.md), sorted by time */
import type { Knex } from 'knex';
import type { FormContent } from '@plein/validation';
import { talliedFieldsOf } from '../../modules/forms/tallied-fields';

/**
 * Form dashboards read counts kept at submit time instead of scanning the answers (decision
 * 0012): `form_answer_tallies` holds, per version, how many submissions answered each field, chose
 * each option, gave each number and each date, and arrived on each UTC day. The statement
 * triggers that already keep `form_version_counts` keep the tallies too, so every way a
 * submission is added or removed (a visitor, a bulk insert, a retention purge, a delete)
 * updates them in the same transaction. How a field is counted is decided once, in TypeScript
 * (`talliedFieldOf`), and stored with the version when it is published (`tallied_fields`).
 *
 * Both triggers upsert in key order, so a purge and concurrent submissions lock the shared rows
 * in the same order and cannot deadlock.
 */
/**
 * Adds (`sign` 1) or takes away (-1) the tallies of the submissions in `source`, upserting in key
 * order: a purge and concurrent submissions lock shared rows in one order. Taking away upserts
 * negative counts (every key exists already) for that same order.
 */
const addTallies = (source: string, sign: 1 | -1) => `
  insert into form_answer_tallies as t (form_id, version, kind, field, value, count)
    select s.form_id, s.version, x.kind, x.field, x.value, ${sign} * count(*)
    from ${source} s
      join form_versions v on v.form_id = s.form_id and v.version = s.version
      cross join lateral plein_form_submission_tallies(s.answers, s.submitted_on, v.tallied_fields) x
    group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5
    on conflict (form_id, version, kind, field, value) do update set count = t.count + excluded.count`;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('form_versions', (t) => {
    t.jsonb('tallied_fields').nullable();
  });
  // Versions are frozen by a trigger; this one-time fill adds what publishing now stores.
  await knex.raw('alter table form_versions disable trigger form_versions_frozen');
  const versions = await knex('form_versions').select<
    { form_id: number; version: number; content: FormContent }[]
  >('form_id', 'version', 'content');
  for (const { form_id: formId, version, content } of versions) {
    await knex('form_versions')
      .where({ form_id: formId, version })
      .update({ tallied_fields: JSON.stringify(talliedFieldsOf(content)) });
  }
  await knex.raw('alter table form_versions enable trigger form_versions_frozen');
  await knex.raw('alter table form_versions alter column tallied_fields set not null');
  await knex.raw(
    `alter table form_versions add constraint form_versions_tallied_fields_array
      check (jsonb_typeof(tallied_fields) = 'array')`,
  );

  await knex.schema.createTable('form_answer_tallies', (t) => {
    t.integer('form_id').notNullable();
    t.integer('version').notNullable();
    t.text('kind').notNullable();
    t.text('field').notNullable();
    t.text('value').notNullable();
    t.integer('count').notNullable();
    t.primary(['form_id', 'version', 'kind', 'field', 'value']);
    t.foreign(['form_id', 'version'])
      .references(['form_id', 'version'])
      .inTable('form_versions')
      .onDelete('CASCADE');
    t.check(
      `kind in ('day', 'answered', 'option', 'number', 'date')`,
      [],
      'form_answer_tallies_kind_known',
    );
  });

  // What one submission adds to the tallies. Each check is the cheapest that keeps out what would
  // break the aggregates (the rules checked the answers fully when they were stored): a number
  // of at most 27 characters (15 + 10 digits, a sign, a separator) with `.` or `,`, a date as
  // year, month and day. Written without `?`, which knex would read as a binding.
  await knex.raw(`
    create function plein_form_submission_tallies(
      answers jsonb, submitted_on timestamptz, fields jsonb)
    returns table (kind text, field text, value text)
    language sql immutable parallel safe as $$
      select 'day', '', to_char(submitted_on at time zone 'UTC', 'YYYY-MM-DD')
      union all
      select t.kind, f.key, t.value
      from jsonb_to_recordset(fields) as f(key text, stored text, counted text, options jsonb)
      cross join lateral (select answers -> f.key as raw, btrim(answers ->> f.key) as text) a
      cross join lateral (
        select 'answered' as kind, '' as value
          where case f.stored
            when 'list' then jsonb_typeof(a.raw) = 'array' and a.raw <> '[]'
            when 'onOff' then jsonb_typeof(a.raw) = 'boolean'
            else a.text <> '' end
        union all
        select 'option', o.value from jsonb_array_elements_text(f.options) as o(value)
          where f.counted = 'options' and case f.stored
            when 'list' then jsonb_typeof(a.raw) = 'array' and a.raw @> jsonb_build_array(o.value)
            when 'onOff' then jsonb_typeof(a.raw) = 'boolean' and a.raw = o.value::jsonb
            else a.text = o.value end
        union all
        select 'number', n.value from (select case
            when f.counted = 'numbers' and length(a.text) <= 27
              and a.text ~ '^(-|)[0-9]+([.,][0-9]+|)$'
            then replace(a.text, ',', '.')::numeric::text end as value) n
          where n.value is not null
        union all
        select 'date', replace(a.text, '/', '-')
          where f.counted = 'dates'
            and (a.text like '____-__-__' or a.text like '____/__/__')
            and a.text ~ '^[0-9]+[-/][0-9]+[-/][0-9]+$'
      ) t
    $$`);
  await knex.raw(`
    create or replace function plein_form_submissions_added() returns trigger language plpgsql as $$
    begin
      insert into form_version_counts as c (form_id, version, submissions)
        select form_id, version, count(*) from added group by form_id, version
        on conflict (form_id, version) do update set submissions = c.submissions + excluded.submissions;
      ${addTallies('added', 1)};
      return null;
    end $$`);
  await knex.raw(`
    create or replace function plein_form_submissions_removed() returns trigger language plpgsql as $$
    begin
      update form_version_counts c set submissions = c.submissions - r.n
        from (select form_id, version, count(*) as n from removed group by form_id, version) r
        where c.form_id = r.form_id and c.version = r.version;
      ${addTallies('removed', -1)};
      return null;
    end $$`);
  await knex.raw(addTallies('form_submissions', 1));
  // The first and last submission of a version, and the list filtered by version, by index.
  await knex.raw(
    `create index form_submissions_version_submitted
      on form_submissions (form_id, version, submitted_on desc, id desc)`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index form_submissions_version_submitted');
  await knex.raw(`
    create or replace function plein_form_submissions_added() returns trigger language plpgsql as $$
    begin
      insert into form_version_counts as c (form_id, version, submissions)
        select form_id, version, count(*) from added group by form_id, version
        on conflict (form_id, version) do update set submissions = c.submissions + excluded.submissions;
      return null;
    end $$`);
  await knex.raw(`
    create or replace function plein_form_submissions_removed() returns trigger language plpgsql as $$
    begin
      update form_version_counts c set submissions = c.submissions - r.n
        from (select form_id, version, count(*) as n from removed group by form_id, version) r
        where c.form_id = r.form_id and c.version = r.version;
      return null;
    end $$`);
  await knex.raw('drop function plein_form_submission_tallies(jsonb, timestamptz, jsonb)');
  await knex.schema.dropTable('form_answer_tallies');
  await knex.schema.alterTable('form_versions', (t) => {
    t.dropChecks(['form_versions_tallied_fields_array']);
    t.dropColumn('tallied_fields');
  });
}
