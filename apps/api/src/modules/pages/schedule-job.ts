import { EventEmitter } from 'node:events';
import { pageTrashDays } from '@plein/api-client';
import type { Logger } from '@plein/logger/node';
import type { Knex } from 'knex';
import { createContentChanged } from '../../http/content-changed';
import type { ResponseCache } from '../../http/response-cache';
import { ApiError } from '../../http/errors';
import type { Tenant } from '../platforms/repository';
import { countWrite } from './editing';
import { purgeListItemTrash } from '../list-items/write-repository';
import { createEditorRepositories } from './editor-repositories';
import { publishDraft } from './editor-service';

/** Wakes the schedule jobs of this process: a schedule changed, so what is due next may be sooner. */
const scheduleSignal = new EventEmitter();

/** Tells this process's schedule job to look again at what is due next. */
export function pageScheduleChanged(): void {
  scheduleSignal.emit('changed');
}

interface DueRow {
  id: number;
  guid: string;
  publish_at: Date | null;
  unpublish_at: Date | null;
  scheduled_by: number | null;
}

/** What one run did, per page. */
export type ScheduleOutcome = 'published' | 'unpublished' | 'refused';

/**
 * Carries out the publications and ends that are due at `now`, each page in its own transaction
 * (locked with `skip locked`, so instances side by side never do one twice), and drops the
 * tenant's cached answers after each. A publication the checks before publishing refuse is not
 * made: its schedule is cleared and the refusal logged. Answers what was done.
 *
 * @example
 * await runDueSchedules(knex, new Date(), contentChanged, logger);
 */
export async function runDueSchedules(
  knex: Knex,
  now: Date,
  contentChanged: (tenant: Tenant) => Promise<void>,
  logger: Logger,
): Promise<ScheduleOutcome[]> {
  const outcomes: ScheduleOutcome[] = [];
  const due = await knex('pages as p')
    .join('platforms as t', 't.id', 'p.platform_id')
    .where((q) => void q.where('p.publish_at', '<=', now).orWhere('p.unpublish_at', '<=', now))
    .orderBy('p.id')
    .limit(100)
    .select<{ id: number; platform_id: number; platform_guid: string; platform_name: string }[]>(
      'p.id',
      'p.platform_id',
      't.guid as platform_guid',
      't.name as platform_name',
    );
  for (const candidate of due) {
    const tenant: Tenant = {
      id: candidate.platform_id,
      guid: candidate.platform_guid,
      name: candidate.platform_name,
    };
    const outcome = await knex.transaction(async (trx): Promise<ScheduleOutcome | null> => {
      const row = await trx('pages')
        .where({ platform_id: tenant.id, id: candidate.id })
        .forUpdate()
        .skipLocked()
        .first<DueRow | undefined>('id', 'guid', 'publish_at', 'unpublish_at', 'scheduled_by');
      if (!row) return null;
      const repositories = createEditorRepositories(trx);
      const stamp = { session: null, membershipId: row.scheduled_by };
      if (row.publish_at && new Date(row.publish_at) <= now) {
        const record = await repositories.pages.findByGuid(tenant, row.guid, 'draft');
        if (!record) return null;
        try {
          await publishDraft(repositories, tenant, record, stamp, { bySchedule: true });
          return 'published';
        } catch (error) {
          if (!(error instanceof ApiError) || error.code !== 'page_not_ready') throw error;
          logger.warn(
            { page: row.guid, details: error.details },
            'a scheduled publication was not made: the checks before publishing refused it',
          );
          await trx('pages').where({ id: row.id }).update({ publish_at: null });
          return 'refused';
        }
      }
      if (row.unpublish_at && new Date(row.unpublish_at) <= now) {
        const record = await repositories.pages.findByGuid(tenant, row.guid, 'draft');
        if (!record) return null;
        await repositories.writes.unpublish(tenant, row.id);
        await countWrite(repositories, tenant, row.id, record.page, stamp, {
          action: 'unpublished',
          bySchedule: true,
        });
        return 'unpublished';
      }
      return null;
    });
    if (outcome) {
      outcomes.push(outcome);
      if (outcome !== 'refused') await contentChanged(tenant);
    }
  }
  return outcomes;
}

/**
 * Deletes for good the pages that have been in the trash for `pageTrashDays` (with their blocks,
 * list items, revisions and preview links); answers how many.
 *
 * @example
 * await purgeTrash(knex, new Date());
 */
export async function purgeTrash(knex: Knex, now: Date): Promise<number> {
  const before = new Date(now.getTime() - pageTrashDays * 86_400_000);
  const purged = await knex('pages')
    .whereNotNull('deleted_at')
    .where('deleted_at', '<', before)
    .delete()
    .returning<{ id: number }[]>('id');
  return purged.length;
}

/** Options of {@link startPageScheduleJob}. */
export interface PageScheduleJobOptions {
  knex: Knex;
  logger: Logger;
  /** The response cache, dropped for a tenant whose page changed. */
  cache?: ResponseCache;
  /** Longest time between looks at the schedule (other instances' schedules); default 5 s. */
  pollMs?: number;
  now?: () => Date;
}

/**
 * Publishes and ends pages at their scheduled times (issue: content workflow), and purges the
 * trash: sleeps until the
 * next due time (at most `pollMs`, and woken at once by a schedule written in this process),
 * then runs {@link runDueSchedules}. Every instance runs it; `skip locked` makes one of them do
 * each page, and the cache drop reaches the others through the shared cache.
 *
 * @example
 * const schedule = startPageScheduleJob({ knex, logger, cache });
 * await schedule.stop();
 */
export function startPageScheduleJob(options: PageScheduleJobOptions): { stop(): Promise<void> } {
  const { knex, logger, pollMs = 5_000 } = options;
  const now = options.now ?? (() => new Date());
  const contentChanged = options.cache
    ? createContentChanged(knex, options.cache)
    : () => Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  const nextDue = async (): Promise<number | null> => {
    const row = (await knex('pages')
      .select(knex.raw('least(min(publish_at), min(unpublish_at)) as at'))
      .first()) as { at: Date | string | null } | undefined;
    return row?.at ? new Date(row.at).getTime() : null;
  };
  const arm = (delay: number) => {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(run, Math.max(0, delay)).unref();
  };
  const run = () => {
    running = runDueSchedules(knex, now(), contentChanged, logger)
      .then(async (outcomes) => {
        if (outcomes.length > 0) logger.info({ outcomes }, 'scheduled page changes made');
        const purged = await purgeTrash(knex, now());
        if (purged > 0) logger.info({ purged }, 'pages deleted for good after the trash');
        const items = await purgeListItemTrash(knex, now());
        if (items > 0) logger.info({ items }, 'list items deleted for good after the trash');
        const due = await nextDue();
        arm(due === null ? pollMs : Math.min(pollMs, due - now().getTime()));
      })
      .catch((error: unknown) => {
        logger.warn({ err: error }, 'the page schedule could not be run');
        arm(pollMs);
      });
  };
  const wake = () => {
    void running.then(() => arm(0));
  };
  scheduleSignal.on('changed', wake);
  arm(0);
  return {
    async stop() {
      stopped = true;
      scheduleSignal.off('changed', wake);
      clearTimeout(timer);
      await running;
    },
  };
}
