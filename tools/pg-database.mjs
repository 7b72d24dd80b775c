// Creates (optionally as a copy of a template database) or drops a PostgreSQL database (CI runs
// the database tests on a fresh one).
// Usage: node tools/pg-database.mjs create|drop <admin-connection-url> <database-name> [template]
import { createRequire } from 'node:module';

const require = createRequire(new URL('../apps/api/package.json', import.meta.url));
const { Client } = require('pg');
const [action, url, name, template] = process.argv.slice(2);
const valid = (value) => /^[a-z0-9_]+$/.test(value ?? '');
if (
  !['create', 'drop'].includes(action) ||
  !url ||
  !valid(name) ||
  (template && !valid(template))
) {
  console.error(
    'Usage: node tools/pg-database.mjs create|drop <admin-url> <database_name> [template]',
  );
  process.exit(2);
}
const client = new Client({ connectionString: url });
await client.connect();
await client.query(
  action === 'create'
    ? `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`
    : `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`,
);
await client.end();
console.log(`${action === 'create' ? 'Created' : 'Dropped'} database ${name}`);
