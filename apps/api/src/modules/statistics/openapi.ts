import { maxStatisticsEventsPerBatch } from '@plein/api-client';
import { yupToJsonSchema } from '../../openapi/json-schema';
import type { ApiOperation } from '../../openapi/operation';
import { maxStatisticsRangeDays } from './report-routes';
import {
  maxSitePathLength,
  notFoundSchema,
  pageViewSchema,
  siteSearchSchema,
  sitePathPattern,
  webVitalSchema,
} from './schemas';

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
    query: [
      {
        name: 'from',
        description: 'The first day (`YYYY-MM-DD`).',
        required: true,
        example: '2026-11-01',
        schema: { type: 'string', format: 'date' },
      },
      {
        name: 'to',
        description: `The last day (\`YYYY-MM-DD\`), not before \`from\`, at most ${maxStatisticsRangeDays} days in all.`,
        required: true,
        example: '2026-11-28',
        schema: { type: 'string', format: 'date' },
      },
      {
        name: 'path',
        description: 'Only this page: a path of the site, without query or fragment.',
        schema: { type: 'string', maxLength: maxSitePathLength, pattern: sitePathPattern.source },
      },
    ],
    answer: { status: 200, description: 'The report.', type: 'StatisticsReport' },
  },
];
