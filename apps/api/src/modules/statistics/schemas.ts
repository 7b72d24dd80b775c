import { maxStatisticsEventsPerBatch, statisticsDevices, webVitalNames } from '@plein/api-client';
import type { StatisticsDevice, StatisticsEvent, WebVitalName } from '@plein/api-client';
import { boolean, number, object, string, ValidationError } from 'yup';
import type { Schema } from 'yup';
import { invalidBody } from '../../http/errors';

/** A path of the site: absolute, no query or fragment (they may hold personal data). */
export const sitePathPattern = /^\/[^?#\s]*$/;
/** The longest path the statistics keep. */
export const maxSitePathLength = 500;
const path = () =>
  string()
    .required()
    .max(maxSitePathLength)
    .matches(sitePathPattern, 'path must be a path without query');
/** Another site's host name, or a path of this one (the referrer of a missing page). */
const referrer = () =>
  string()
    .max(500)
    .matches(/^(\/[^?#\s]*|[a-z0-9.-]+)$/i, 'referrer must be a host name or a path')
    .nullable()
    .defined();

export const pageViewSchema = object({
  kind: string<'pageview'>().required().oneOf(['pageview']),
  path: path(),
  referrer: string()
    .max(253)
    .matches(/^[a-z0-9.-]+$/i, 'referrer must be a host name')
    .nullable()
    .defined(),
  entry: boolean().required(),
  device: string<StatisticsDevice>().required().oneOf(statisticsDevices),
  language: string().required().oneOf(['nl', 'en']),
})
  .noUnknown()
  .strict();

export const webVitalSchema = object({
  kind: string<'vital'>().required().oneOf(['vital']),
  path: path(),
  name: string<WebVitalName>().required().oneOf(webVitalNames),
  value: number().required().min(0).max(600_000),
})
  .noUnknown()
  .strict();

export const siteSearchSchema = object({
  kind: string<'search'>().required().oneOf(['search']),
  path: path(),
  query: string().required().min(1).max(200),
  results: number().required().integer().min(0).max(1_000_000),
})
  .noUnknown()
  .strict();

export const notFoundSchema = object({
  kind: string<'notFound'>().required().oneOf(['notFound']),
  path: path(),
  referrer: referrer(),
})
  .noUnknown()
  .strict();

const schemaOfKind: Record<StatisticsEvent['kind'], Schema> = {
  pageview: pageViewSchema,
  vital: webVitalSchema,
  search: siteSearchSchema,
  notFound: notFoundSchema,
};

/** The problems of one event, each prefixed with its place in the batch. */
function problemsOf(event: unknown, index: number): string[] {
  const kind = (event as { kind?: unknown } | null)?.kind;
  const schema = typeof kind === 'string' ? schemaOfKind[kind as StatisticsEvent['kind']] : null;
  if (!schema) return [`[${index}].kind must be one of pageview, vital, search, notFound`];
  try {
    schema.validateSync(event, { abortEarly: false });
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.errors.map((text) => `[${index}] ${text}`);
    throw error;
  }
}

/**
 * Checks a posted batch: a JSON array of 1 to 50 statistics events (`StatisticsEvent`), nothing
 * else. Throws 400 `invalid_body` naming the first problems.
 */
export function parseStatisticsBatch(body: unknown): StatisticsEvent[] {
  const problems =
    !Array.isArray(body) || body.length === 0 || body.length > maxStatisticsEventsPerBatch
      ? [`the body must be an array of 1 to ${maxStatisticsEventsPerBatch} events`]
      : body.flatMap(problemsOf);
  if (problems.length > 0) {
    throw invalidBody('Expected a JSON array of statistics events.', {
      problems: problems.slice(0, 10),
    });
  }
  return body as StatisticsEvent[];
}
