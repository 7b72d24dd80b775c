import { maxStatisticsEventsPerBatch } from '@plein/api-client';
import { yupToJsonSchema } from '../../openapi/json-schema';
import type { ApiOperation } from '../../openapi/operation';
import { statisticsQuery } from './report-query';
import { notFoundSchema, pageViewSchema, siteSearchSchema, webVitalSchema } from './schemas';

const tag = 'Statistics';

/** The browsers' statistics batches and the administrators' report. */
export const statisticsOperations: readonly ApiOperation[] = [
  {
    method: 'post',
    path: '/api/statistics/events',
    tag,
    summary: "Record a batch of the browser's statistics events",
    description:
      'Also taken as `text/plain` (from `navigator.sendBeacon`). Bots, and staff when the site ' +
      'leaves them out, are answered the same but not counted. Budgets per IP address and per ' +
      'site; past them 429 with `Retry-After`.',
    access: 'public',
    // Checked by hand (`parseStatisticsBatch`): each event by the schema of its `kind`.
    body: {
      jsonSchema: {
        type: 'array',
        minItems: 1,
        maxItems: maxStatisticsEventsPerBatch,
        items: {
          oneOf: [pageViewSchema, webVitalSchema, siteSearchSchema, notFoundSchema].map((schema) =>
            yupToJsonSchema(schema),
          ),
        },
      },
    },
    answer: { status: 204, description: 'Received.' },
  },
  {
    method: 'get',
    path: '/api/statistics',
    tag,
    summary: "The site's statistics over a range of days (of one page with `path`)",
    description: 'Compared with the period of the same length just before.',
    access: 'admin',
    query: statisticsQuery,
    answer: { status: 200, description: 'The report.', type: 'StatisticsReport' },
  },
];
