/* eslint-disable check-file/filename-naming-convention -- migrations are named YYYYMMDDHHMM_name.ts (docs/style.md), sorted by time */
import type { Knex } from 'knex';

/**
 * Images uploaded into a form (scope `form`, `scope_guid` the form's guid): a visitor may upload
 * without an account, so the owner may be missing for this scope only. A submission claims the
 * upload its answer names (`form_submission_id`, `claimed_at`); once that submission is deleted the
 * link goes null while `claimed_at` stays, which marks the image for removal by the image service
 * (its stored original and cached variants too). Unclaimed uploads are removed after a bound.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table images drop constraint images_scope_known');
  await knex.raw(`alter table images add constraint images_scope_known
    check (scope in ('public', 'item', 'block', 'profile', 'api', 'form'))`);
  await knex.raw('alter table images alter column owner_membership_id drop not null');
  await knex.raw(`alter table images add constraint images_owner_known
    check (owner_membership_id is not null or scope = 'form')`);
  await knex.schema.alterTable('images', (t) => {
    t.integer('form_submission_id')
      .nullable()
      .references('id')
      .inTable('form_submissions')
      .onDelete('SET NULL');
    t.timestamp('claimed_at', { useTz: true }).nullable();
    t.index(['form_submission_id']);
  });
  await knex.raw(`alter table images add constraint images_claims_form_only
    check (scope = 'form' or claimed_at is null)`);
  // What the sweep looks for: released claims and unclaimed uploads, oldest first.
  await knex.raw(`create index images_form_unlinked on images (created_at)
    where scope = 'form' and form_submission_id is null`);
}

export async function down(knex: Knex): Promise<void> {
  await knex('images').where({ scope: 'form' }).delete();
  await knex.raw('drop index images_form_unlinked');
  await knex.raw('alter table images drop constraint images_claims_form_only');
  await knex.schema.alterTable('images', (t) => {
    t.dropColumn('claimed_at');
    t.dropColumn('form_submission_id');
  });
  await knex.raw('alter table images drop constraint images_owner_known');
  await knex.raw('alter table images alter column owner_membership_id set not null');
  await knex.raw('alter table images drop constraint images_scope_known');
  await knex.raw(`alter table images add constraint images_scope_known
    check (scope in ('public', 'item', 'block', 'profile', 'api'))`);
}
