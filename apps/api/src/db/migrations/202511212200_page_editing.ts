/* eslint-disable check-file/filename-naming-convention -- migrations are named YYYYMMDDHHMM_name.ts (docs/style.md), sorted by time */
import type { Knex } from 'knex';

/**
 * Page editing: who may see a block (`permission`, `roles`: spec section 6), and soft deletion
 * (`deleted_at`) so an editor can undo a block delete. Live blocks of a page are read in layout
 * order through a partial index that leaves deleted ones out.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('building_block_instances', (t) => {
    // Null: no restriction (same as 'Public').
    t.text('permission').nullable();
    t.jsonb('roles').notNullable().defaultTo('[]');
    t.timestamp('deleted_at', { useTz: true }).nullable();
    t.check(
      `permission in ('Admin', 'Roles', 'Users', 'Public', 'Verify')`,
      [],
      'building_block_instances_permission_known',
    );
    t.check(`jsonb_typeof(roles) = 'array'`, [], 'building_block_instances_roles_array');
  });
  await knex.raw(`
    create index building_block_instances_live on building_block_instances
      (platform_id, page_id, layout_position, sort_id) where deleted_at is null`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index building_block_instances_live');
  await knex.schema.alterTable('building_block_instances', (t) => {
    t.dropChecks([
      'building_block_instances_permission_known',
      'building_block_instances_roles_array',
    ]);
    t.dropColumns('permission', 'roles', 'deleted_at');
  });
}
