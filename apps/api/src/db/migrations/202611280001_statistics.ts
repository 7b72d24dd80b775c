/* eslint-disable check-file/filename-naming-convention -- migrations are named YYYYMMDDHHMM_name.ts (docs/style.md), sorted by time */
import type { Knex } from 'knex';

/**
 * Visitor statistics (decision 0015). `stat_events` holds the raw events the browsers send,
 * partitioned by month (`stat_events_YYYY_MM`, made ahead by the rollup job and on demand) so
 * retention drops whole months. Nothing in it names a person: no IP address, no user agent; a
 * visitor who accepted analytics is a hash that changes every day (`stat_salts` keeps only the
 * salts of today and yesterday). The rollup job sums the events into `stat_hourly` (page views
 * and visitors per hour), `stat_daily` (counts per day of a dimension: page, entry, referrer,
 * device, language, search, notFound; `total` for the whole day) and `stat_vitals_daily` (web-vital histograms per page), which
 * the statistics screen reads; they are kept after the raw events are gone.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create table stat_events (
    platform_id integer not null references platforms(id) on delete cascade,
    occurred_at timestamptz not null default now(),
    kind text not null check (kind in ('pageview', 'vital', 'search', 'notFound')),
    path text not null,
    referrer text,
    entry boolean,
    device text,
    language text,
    visitor bigint,
    metric text,
    value double precision,
    query text,
    results integer
  ) partition by range (occurred_at)`);
  // The rollup reads a day at a time, for every site at once.
  await knex.raw('create index stat_events_time on stat_events (occurred_at)');
  await knex.raw(`create table stat_salts (
    day date primary key,
    salt bytea not null
  )`);
  await knex.raw(`create table stat_hourly (
    platform_id integer not null references platforms(id) on delete cascade,
    hour timestamptz not null,
    pageviews integer not null,
    visitors integer not null,
    primary key (platform_id, hour)
  )`);
  await knex.raw(`create table stat_daily (
    platform_id integer not null references platforms(id) on delete cascade,
    day date not null,
    dimension text not null,
    key text not null,
    detail text not null default '',
    count integer not null,
    visitors integer not null default 0,
    primary key (platform_id, dimension, day, key, detail)
  )`);
  await knex.raw(`create table stat_vitals_daily (
    platform_id integer not null references platforms(id) on delete cascade,
    day date not null,
    path text not null,
    metric text not null,
    bucket smallint not null,
    count integer not null,
    primary key (platform_id, path, day, metric, bucket)
  )`);
  // The report reads a site's pages over a range (the key); the rollup replaces a whole day.
  await knex.raw('create index stat_vitals_daily_day on stat_vitals_daily (day)');
  await knex.raw(`create table stat_rollup_state (
    id boolean primary key default true check (id),
    rolled_until timestamptz
  )`);
  await knex.raw('insert into stat_rollup_state (id, rolled_until) values (true, null)');
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'stat_rollup_state',
    'stat_vitals_daily',
    'stat_daily',
    'stat_hourly',
    'stat_salts',
    'stat_events',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
}
