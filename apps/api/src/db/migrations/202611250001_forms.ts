/* eslint-disable check-file/filename-naming-convention -- migrations are named YYYYMMDDHHMM_name.ts (docs/style.md), sorted by time */
import type { Knex } from 'knex';
import { tenantColumn } from '../schema-helpers';

/**
 * Forms (beta, decision 0012): a form holds its settings and the draft its administrator edits;
 * each publish freezes the draft as a new version, which submissions point at. A trigger refuses
 * any update of a version, so no write path can change what was answered.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('forms', (t) => {
    t.increments('id');
    t.uuid('guid').notNullable().unique().defaultTo(knex.raw('gen_random_uuid()'));
    tenantColumn(t);
    t.text('open_mode').notNullable().defaultTo('Open');
    t.timestamp('open_date', { useTz: true }).nullable();
    t.timestamp('close_date', { useTz: true }).nullable();
    t.text('access_level').notNullable().defaultTo('Public');
    t.jsonb('role_ids').notNullable().defaultTo('[]');
    t.jsonb('actions').notNullable().defaultTo('["Save"]');
    t.jsonb('notify_addresses').notNullable().defaultTo('[]');
    t.integer('retention_days').nullable();
    t.jsonb('draft').notNullable();
    t.timestamp('created_on', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_on', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['platform_id', 'id']);
    t.index(['platform_id', 'updated_on']);
    t.check(`open_mode in ('Open', 'Closed', 'Custom')`, [], 'forms_open_mode_known');
    t.check(
      `access_level in ('Admin', 'Roles', 'Users', 'Public', 'Verify')`,
      [],
      'forms_access_level_known',
    );
    t.check(`jsonb_typeof(role_ids) = 'array'`, [], 'forms_role_ids_array');
    t.check(`jsonb_typeof(actions) = 'array'`, [], 'forms_actions_array');
    t.check(`jsonb_typeof(notify_addresses) = 'array'`, [], 'forms_notify_addresses_array');
    t.check(`jsonb_typeof(draft) = 'object'`, [], 'forms_draft_object');
    t.check(`retention_days is null or retention_days > 0`, [], 'forms_retention_positive');
  });
  await knex.schema.createTable('form_versions', (t) => {
    t.integer('form_id').notNullable().references('id').inTable('forms').onDelete('CASCADE');
    t.integer('version').notNullable();
    t.jsonb('content').notNullable();
    t.timestamp('published_on', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['form_id', 'version']);
    t.check('version > 0', [], 'form_versions_version_positive');
  });
  await knex.raw(`
    create function plein_form_version_frozen() returns trigger language plpgsql as $$
    begin
      raise exception 'form versions are never updated' using errcode = '55000';
    end $$`);
  await knex.raw(`
    create trigger form_versions_frozen before update on form_versions
      for each row execute function plein_form_version_frozen()`);
  await knex.schema.createTable('form_submissions', (t) => {
    t.increments('id');
    t.uuid('guid').notNullable().unique().defaultTo(knex.raw('gen_random_uuid()'));
    tenantColumn(t);
    t.integer('form_id').notNullable();
    t.integer('version').notNullable();
    t.jsonb('answers').notNullable();
    t.integer('submitted_by').nullable().references('id').inTable('accounts').onDelete('SET NULL');
    t.timestamp('submitted_on', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // The form of the submission's own tenant, and a version that form really has.
    t.foreign(['platform_id', 'form_id'])
      .references(['platform_id', 'id'])
      .inTable('forms')
      .onDelete('CASCADE');
    t.foreign(['form_id', 'version'])
      .references(['form_id', 'version'])
      .inTable('form_versions')
      .onDelete('CASCADE');
    t.check(`jsonb_typeof(answers) = 'object'`, [], 'form_submissions_answers_object');
  });
  // Newest first, with the id as tie-breaker: the order of the submissions list and the export.
  await knex.raw(
    'create index form_submissions_form_submitted on form_submissions (form_id, submitted_on desc, id desc)',
  );
  // How many submissions each version has, kept by statement triggers (a bulk insert or a
  // retention purge updates each count once), so lists and totals never count a big form's rows.
  await knex.schema.createTable('form_version_counts', (t) => {
    t.integer('form_id').notNullable();
    t.integer('version').notNullable();
    t.integer('submissions').notNullable().defaultTo(0);
    t.primary(['form_id', 'version']);
    t.foreign(['form_id', 'version'])
      .references(['form_id', 'version'])
      .inTable('form_versions')
      .onDelete('CASCADE');
  });
  await knex.raw(`
    create function plein_form_submissions_added() returns trigger language plpgsql as $$
    begin
      insert into form_version_counts as c (form_id, version, submissions)
        select form_id, version, count(*) from added group by form_id, version
        on conflict (form_id, version) do update set submissions = c.submissions + excluded.submissions;
      return null;
    end $$`);
  await knex.raw(`
    create function plein_form_submissions_removed() returns trigger language plpgsql as $$
    begin
      update form_version_counts c set submissions = c.submissions - r.n
        from (select form_id, version, count(*) as n from removed group by form_id, version) r
        where c.form_id = r.form_id and c.version = r.version;
      return null;
    end $$`);
  await knex.raw(`
    create trigger form_submissions_added after insert on form_submissions
      referencing new table as added for each statement
      execute function plein_form_submissions_added()`);
  await knex.raw(`
    create trigger form_submissions_removed after delete on form_submissions
      referencing old table as removed for each statement
      execute function plein_form_submissions_removed()`);
  await knex.raw('create index form_submissions_submitted_by on form_submissions (submitted_by)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('form_submissions');
  await knex.raw('drop function plein_form_submissions_added()');
  await knex.raw('drop function plein_form_submissions_removed()');
  await knex.schema.dropTable('form_version_counts');
  await knex.raw('drop trigger form_versions_frozen on form_versions');
  await knex.schema.dropTable('form_versions');
  await knex.raw('drop function plein_form_version_frozen()');
  await knex.schema.dropTable('forms');
}
