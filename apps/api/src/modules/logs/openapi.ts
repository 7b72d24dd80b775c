import type { ApiOperation } from '../../openapi/operation';
import { batchSchema } from './schemas';

/** The browser logger's batches. */
export const logsOperations: readonly ApiOperation[] = [
  {
    method: 'post',
    path: '/api/log',
    tag: 'Logs',
    summary: "Write a batch of the browser's log entries to the server log",
    description:
      'Also taken as `text/plain` (from `navigator.sendBeacon`), at most 64 KB. Levels: 3 error, ' +
      '4 warning, 7 information. Budgets per IP address and per site; past them 429 with ' +
      '`Retry-After`.',
    access: 'public',
    body: batchSchema,
    answer: { status: 204, description: 'Written.' },
  },
];
