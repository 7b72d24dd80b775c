import { Router } from 'express';
import type { StatisticsQuery } from '@plein/api-client';
import { invalidQuery } from '../../http/errors';
import { requireAdmin } from '../../http/principal';
import { readQuery } from '../../http/query';
import { requireTenant } from '../../http/request-context';
import { statisticsReport } from './report';
import { maxSitePathLength, sitePathPattern } from './schemas';

/** The longest range one report covers, in days (a year and a bit, for leap years and weeks). */
export const maxStatisticsRangeDays = 400;
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
/** A real day: `2026-02-30` parses (to March 2nd), so the day must come back the same. */
const isDay = (text: string | undefined): text is string => {
  const time = text && dayPattern.test(text) ? Date.parse(`${text}T00:00:00Z`) : NaN;
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(text!);
};

/**
 * `from`, `to` and `path` of `GET /api/statistics`: days, `from` not after `to`, at most 400
 * days; `path`, when given, a path of the site (starting with `/`, no query or fragment, at most
 * 500 characters).
 */
export function parseStatisticsQuery(query: Record<string, string | undefined>): StatisticsQuery {
  const { from, to, path } = query;
  if (!isDay(from) || !isDay(to)) {
    throw invalidQuery('from and to must be days (YYYY-MM-DD).');
  }
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
  if (days < 1 || days > maxStatisticsRangeDays) {
    throw invalidQuery(
      `from must be on or before to, at most ${maxStatisticsRangeDays} days apart.`,
    );
  }
  if (path === undefined) return { from, to };
  if (path.length > maxSitePathLength || !sitePathPattern.test(path)) {
    throw invalidQuery(
      `path must be a path of the site: starting with /, without query or fragment, at most ${maxSitePathLength} characters.`,
    );
  }
  return { from, to, path };
}

/**
 * `GET /api/statistics?from&to[&path]`: the site's statistics report (of one page when `path` is
 * given), to its administrators only.
 */
export function statisticsReportRoutes(knex: Parameters<typeof statisticsReport>[0]): Router {
  const router = Router();
  router.get('/statistics', async (req, res) => {
    const { tenant } = requireTenant(req);
    requireAdmin(req);
    const query = parseStatisticsQuery(readQuery(req, ['from', 'to', 'path']));
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(await statisticsReport(knex, tenant.id, query));
  });
  return router;
}
