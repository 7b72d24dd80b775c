import { createHash, randomBytes } from 'node:crypto';
import type { StatisticsEvent } from '@plein/api-client';
import type { Knex } from 'knex';

/** The time zone whose days the statistics count in (the platform is Dutch, spec section 9). */
export const statisticsTimeZone = 'Europe/Amsterdam';

/** `stat_events_YYYY_MM`: the partition of the month `offset` months after `day`'s (UTC). */
function monthPartition(day: Date, offset: number) {
  const start = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + offset, 1));
  const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
  const name = `stat_events_${start.getUTCFullYear()}_${String(start.getUTCMonth() + 1).padStart(2, '0')}`;
  return { name, start: start.toISOString(), end: end.toISOString() };
}

/**
 * Makes the monthly partitions of `stat_events` for `now`'s month and the next one (the rollup
 * job calls this daily, ingest when an insert finds no partition). Months are UTC months; an
 * event is stamped by the server, so it always falls in one of them.
 */
export async function ensurePartitions(knex: Knex, now: Date): Promise<void> {
  // One maker at a time: two "create if not exists" at once can still collide (instances,
  // concurrent first batches).
  await knex.transaction(async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(?)', [partitionLockKey]);
    for (const offset of [0, 1]) {
      const { name, start, end } = monthPartition(now, offset);
      await trx.raw(
        `create table if not exists ${name} partition of stat_events for values from ('${start}') to ('${end}')`,
      );
    }
  });
}
const partitionLockKey = 7_208_132;

/** PostgreSQL's "no partition of relation found for row". */
const isMissingPartition = (error: unknown) => (error as { code?: string }).code === '23514';

/** The request facts a visitor hash is made of; they are hashed, never stored. */
export interface VisitorFacts {
  ip: string;
  userAgent: string;
}

/** The rows of one batch, stamped now. */
/** A path as the statistics count it: `/nieuws/` and `/nieuws` are one page. */
const pageKey = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') || '/' : path);

function rowsOf(platformId: number, events: StatisticsEvent[], visitor: string | null) {
  return events.map((event) => {
    const row = {
      platform_id: platformId,
      kind: event.kind,
      path: pageKey(event.path),
      referrer: null as string | null,
      entry: null as boolean | null,
      device: null as string | null,
      language: null as string | null,
      visitor: null as string | null,
      metric: null as string | null,
      value: null as number | null,
      query: null as string | null,
      results: null as number | null,
    };
    switch (event.kind) {
      case 'pageview':
        return {
          ...row,
          referrer: event.referrer?.toLowerCase() ?? null,
          entry: event.entry,
          device: event.device,
          language: event.language,
          visitor,
        };
      case 'vital':
        return { ...row, metric: event.name, value: event.value };
      case 'search':
        return {
          ...row,
          query: event.query.trim().toLowerCase().replace(/\s+/g, ' '),
          results: event.results,
        };
      case 'notFound':
        return { ...row, referrer: event.referrer, visitor };
    }
  });
}

/**
 * The statistics store: takes batches of events. A visitor who accepted analytics is counted by
 * a hash of the day's salt, the site and their address and browser; the salt is random, kept
 * for two days and then deleted, so a hash cannot be traced back or linked across days (as
 * Plausible does). Without consent there is no hash: the page view counts, the visitor does not.
 */
export function createStatisticsStore(knex: Knex, now: () => Date = () => new Date()) {
  let salt: { day: string; value: Buffer } | null = null;

  /** Today's salt (UTC day), made by the first instance that needs it. */
  async function saltOf(day: string): Promise<Buffer> {
    if (salt?.day === day) return salt.value;
    await knex('stat_salts')
      .insert({ day, salt: randomBytes(16) })
      .onConflict('day')
      .ignore();
    const [row] = await knex('stat_salts').where({ day }).select<{ salt: Buffer }[]>('salt');
    // Yesterday's stays for visits that cross midnight on another instance's clock.
    await knex('stat_salts')
      .where('day', '<', new Date(Date.parse(day) - 86_400_000))
      .delete();
    salt = { day, value: Buffer.from(row!.salt) };
    return salt.value;
  }

  async function visitorHash(platformId: number, facts: VisitorFacts): Promise<string> {
    const value = await saltOf(now().toISOString().slice(0, 10));
    const digest = createHash('sha256')
      .update(value)
      .update(`${platformId}\n${facts.ip}\n${facts.userAgent}`)
      .digest();
    return digest.readBigInt64BE(0).toString();
  }

  return {
    /** Stores one batch of a site's events; `visitor` only for a visitor who consented. */
    async record(
      platformId: number,
      events: StatisticsEvent[],
      visitor: VisitorFacts | null,
    ): Promise<void> {
      const hash = visitor ? await visitorHash(platformId, visitor) : null;
      const rows = rowsOf(platformId, events, hash);
      try {
        await knex('stat_events').insert(rows);
      } catch (error) {
        if (!isMissingPartition(error)) throw error;
        await ensurePartitions(knex, now());
        await knex('stat_events').insert(rows);
      }
    },
  };
}

export type StatisticsStore = ReturnType<typeof createStatisticsStore>;
