// Creates or drops a PostgreSQL database (CI runs the database tests on a fresh one).
// Usage: node tools/pg-database.mjs create|drop <admin-connection-url> <database-name>
import { createRequire } from 'node:module';

const require = createRequire(new URL('../apps/api/package.json', import.meta.url));
const { Client } = require('pg');
const [action, url, name] = process.argv.slice(2);
if (!['create', 'drop'].includes(action) || !url || !/^[a-z0-9_]+$/.test(name ?? '')) {
  console.error('Usage: node tools/pg-database.mjs create|drop <admin-url> <database_name>');
  process.exit(2);
}
const client = new Client({ connectionString: url });
await client.connect();
await client.query(
  action === 'create'
    ? `CREATE DATABASE "${name}"`
    : `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`,
);
await client.end();
console.log(`${action === 'create' ? 'Created' : 'Dropped'} database ${name}`);
