import type { Knex } from 'knex';
import * as platforms from './migrations/202511211800_platforms';
import * as pages from './migrations/202511211801_pages';
import * as menus from './migrations/202511211802_menus';
import * as accounts from './migrations/202511211803_accounts';

/** One migration: its name (the file name without extension) and its module. */
export interface NamedMigration {
  name: string;
  migration: Knex.Migration;
}

/**
 * Every migration, in order. Listed explicitly (not read from a folder at run time) because the
 * build bundles them into dist. Add a new file in `migrations/` and append it here.
 */
export const migrations: readonly NamedMigration[] = [
  { name: '202511211800_platforms', migration: platforms },
  { name: '202511211801_pages', migration: pages },
  { name: '202511211802_menus', migration: menus },
  { name: '202511211803_accounts', migration: accounts },
];

/** The knex migration source over {@link migrations}. */
export const migrationSource: Knex.MigrationSource<NamedMigration> = {
  getMigrations: () => Promise.resolve([...migrations]),
  getMigrationName: (entry) => entry.name,
  getMigration: (entry) => Promise.resolve(entry.migration),
};

/**
 * Applies every pending migration; returns the names it applied (empty when up to date).
 *
 * @example
 * await migrateLatest(db.knex);
 */
export async function migrateLatest(knex: Knex): Promise<string[]> {
  const [, applied] = (await knex.migrate.latest({ migrationSource })) as [number, string[]];
  return applied;
}

/** Rolls back every migration (tests and the `migrate` script's `down` command). */
export async function migrateRollbackAll(knex: Knex): Promise<void> {
  await knex.migrate.rollback({ migrationSource }, true);
}
