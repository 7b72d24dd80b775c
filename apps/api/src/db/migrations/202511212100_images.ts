/* eslint-disable check-file/filename-naming-convention -- migrations are named YYYYMMDDHHMM_name.ts (docs/style.md), sorted by time */
import type { Knex } from 'knex';
import { tenantColumn } from '../schema-helpers';

/**
 * Uploaded image originals, per tenant, in the database so every API instance reads the same
 * bytes (docs/decisions/0008-images.md).
 *
 * - `images`: what is known about an original (owner, scope, type, size, sha256); small rows.
 * - `image_originals`: the bytes (bytea), one row per image, in a table of their own so listing
 *   or checking images never drags the bytes along. Stored `external` (no compression attempt:
 *   the formats are compressed already). Deleting the image deletes its bytes (cascade).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('images', (t) => {
    t.increments('id');
    t.uuid('guid').notNullable().unique().defaultTo(knex.raw('gen_random_uuid()'));
    tenantColumn(t);
    t.integer('owner_membership_id').notNullable();
    t.text('scope').notNullable();
    t.uuid('scope_guid').nullable();
    t.text('type').notNullable();
    t.integer('width').notNullable();
    t.integer('height').notNullable();
    t.integer('byte_size').notNullable();
    t.text('sha256').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['platform_id', 'id']);
    t.foreign(['platform_id', 'owner_membership_id'])
      .references(['platform_id', 'id'])
      .inTable('platform_memberships')
      .onDelete('CASCADE');
    t.index(['platform_id', 'scope', 'scope_guid']);
    t.index(['owner_membership_id']);
    t.check(`scope in ('public', 'item', 'block', 'profile', 'api')`, [], 'images_scope_known');
    t.check(
      `(scope in ('public', 'api')) = (scope_guid is null)`,
      [],
      'images_scope_guid_matches_scope',
    );
    t.check(`type in ('png', 'jpeg', 'webp', 'avif', 'gif')`, [], 'images_type_known');
    t.check('width > 0 and height > 0', [], 'images_dimensions_positive');
    t.check('byte_size > 0', [], 'images_byte_size_positive');
  });
  await knex.schema.createTable('image_originals', (t) => {
    t.integer('image_id').primary();
    t.integer('platform_id').notNullable();
    t.binary('data').notNullable();
    t.foreign(['platform_id', 'image_id'])
      .references(['platform_id', 'id'])
      .inTable('images')
      .onDelete('CASCADE');
  });
  await knex.raw('alter table image_originals alter column data set storage external');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('image_originals');
  await knex.schema.dropTable('images');
}
