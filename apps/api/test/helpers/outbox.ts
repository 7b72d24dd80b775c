import type { Knex } from 'knex';
import { vi } from 'vitest';

/** A mail as the outbox table keeps it. */
export interface StoredMail {
  kind: string;
  to: string;
  text: string;
}

/** Which mails: to an address, of a tenant (by one of its host names), of a kind. */
export interface MailFilter {
  to?: string;
  host?: string;
  kind?: string;
}

/**
 * The mails kept in the outbox (no SMTP), newest first, as the operator reads them from the
 * database: admins see codes of other users redacted (decision 0010).
 */
export async function storedMails(knex: Knex, filter: MailFilter = {}): Promise<StoredMail[]> {
  const query = knex('outbox as o').orderBy('o.id', 'desc');
  if (filter.to) query.where({ 'o.to_address': filter.to });
  if (filter.kind) query.where({ 'o.kind': filter.kind });
  if (filter.host) {
    query
      .join('platform_hosts as h', 'h.platform_id', 'o.platform_id')
      .where('h.host', filter.host);
  }
  return query.select<StoredMail[]>('o.kind', 'o.to_address as to', 'o.text_body as text');
}

/**
 * Waits until at least `count` mails match (at most 20 s: mail goes out in the background, slowly
 * on a loaded machine); answers them, newest first.
 */
export async function waitForStoredMails(
  knex: Knex,
  filter: MailFilter,
  count: number,
): Promise<StoredMail[]> {
  return vi.waitFor(
    async () => {
      const mails = await storedMails(knex, filter);
      if (mails.length < count) {
        throw new Error(`fewer than ${count} mails for ${JSON.stringify(filter)}`);
      }
      return mails;
    },
    { timeout: 20_000, interval: 30 },
  );
}
