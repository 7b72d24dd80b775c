import { loadConfig, prepareDatabase } from '@plein/api';
import { createServerLogger } from '@plein/logger/node';
import { loadWebConfig } from './config';

/**
 * What several workers share and must not each do: the migrations and the first seed of the
 * PostgreSQL database (nothing with a separate API). Prints the seeded admin's password once.
 */
export async function prepareShared(): Promise<void> {
  const apiConfig = loadConfig();
  if (!apiConfig.databaseUrl) return;
  const logger = createServerLogger({ name: 'plein-web', level: loadWebConfig().logLevel });
  const { db, seed } = await prepareDatabase(apiConfig, logger);
  await db.close();
  if (seed.seeded) {
    process.stdout.write(
      `\n  Admin: ${apiConfig.seedAdminEmail}  password: ${seed.adminPassword}\n`,
    );
  }
}
