import type { Knex } from 'knex';

/**
 * The `platform_id` column every tenant-owned table carries: required, and deleted with its
 * tenant. Migrations use it so the rule is written once.
 *
 * @example
 * knex.schema.createTable('menus', (t) => { t.increments('id'); tenantColumn(t); });
 */
export function tenantColumn(t: Knex.CreateTableBuilder): Knex.ReferencingColumnBuilder {
  return t
    .integer('platform_id')
    .notNullable()
    .references('id')
    .inTable('platforms')
    .onDelete('CASCADE');
}
