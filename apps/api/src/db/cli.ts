// `pnpm --filter @plein/api migrate [latest|rollback|seed]`: run migrations or the demo seed by hand.
import { loadConfig } from '../config';
import { openDatabase } from './database';
import { migrateLatest, migrateRollbackAll } from './migrate';
import { seedDemo } from './seed/seed-demo';

const command = process.argv[2] ?? 'latest';
const config = loadConfig();
// Waits for the embedded database to start outside knex's pool (see openDatabase).
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  if (command === 'latest') {
    const applied = await migrateLatest(db.knex);
    console.log(applied.length > 0 ? `Applied: ${applied.join(', ')}` : 'Already up to date.');
  } else if (command === 'rollback') {
    await migrateRollbackAll(db.knex);
    console.log('Rolled back every migration.');
  } else if (command === 'seed') {
    await migrateLatest(db.knex);
    const result = await seedDemo(db.knex, {
      adminEmail: config.seedAdminEmail,
      adminPassword: config.seedAdminPassword,
    });
    if (!result.seeded) console.log('Not seeded: the database already has platforms.');
    else {
      console.log(
        `Seeded ${result.platforms.map((p) => p.name).join(', ')}; admin ${result.adminEmail}`,
      );
      if (result.generatedPassword)
        console.log(`Generated admin password: ${result.adminPassword}`);
    }
  } else {
    console.error(`Unknown command "${command}". Use latest, rollback or seed.`);
    process.exitCode = 1;
  }
} finally {
  await db.close();
}
