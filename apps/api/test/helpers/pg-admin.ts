import knexFactory from 'knex';
import type { Knex } from 'knex';

/** The URL of `serverUrl` pointing at another database on the same server. */
export function databaseUrlWithName(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** A small knex on the server's own database, for CREATE/DROP DATABASE. */
export function adminConnection(serverUrl: string): Knex {
  return knexFactory({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
}
