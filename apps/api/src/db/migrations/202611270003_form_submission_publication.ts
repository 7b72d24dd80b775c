/* eslint-disable check-file/filename-naming-convention -- migrations are named YYYYMMDDHHMM_name.ts (docs/style.md), sorted by time */
import type { Knex } from 'knex';

/**
 * Approved form submissions become content of kind FormSubmission (spec section 3, enumeration
 * (h)): a list item that points at its submission. Deleting the submission (by an administrator
 * or by retention) deletes the item with it, so published personal data never outlives it.
 * A form's `publication` says where its approved submissions go and which answers they show.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('forms', (t) => {
    t.jsonb('publication').nullable();
  });
  await knex.schema.alterTable('list_items', (t) => {
    t.text('content_kind').notNullable().defaultTo('ListItem');
    t.integer('form_submission_id')
      .nullable()
      .unique()
      .references('id')
      .inTable('form_submissions')
      .onDelete('CASCADE');
    t.check(`content_kind in ('ListItem', 'FormSubmission')`, [], 'list_items_content_kind_known');
    t.check(
      `(content_kind = 'FormSubmission') = (form_submission_id is not null)`,
      [],
      'list_items_form_submission_kind',
    );
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex('list_items').where('content_kind', 'FormSubmission').delete();
  await knex.schema.alterTable('list_items', (t) => {
    t.dropChecks(['list_items_content_kind_known', 'list_items_form_submission_kind']);
    t.dropColumn('form_submission_id');
    t.dropColumn('content_kind');
  });
  await knex.schema.alterTable('forms', (t) => {
    t.dropColumn('publication');
  });
}
