import type { LogEntry } from '@plein/logger';
import { array, mixed, number, object, string, ValidationError } from 'yup';
import { invalidBody } from '../../http/errors';

/** Most entries one batch may carry (the browser logger sends at most 25). */
export const maxEntriesPerBatch = 50;

const entrySchema = object({
  timestamp: string().required().max(40),
  level: number().required().oneOf([3, 4, 7]),
  message: string().required().max(2000),
  data: mixed().optional(),
  url: string().max(2000).optional(),
  correlationId: string().max(100).optional(),
  context: object().optional(),
})
  .noUnknown()
  .strict();

/** A posted batch: 1 to {@link maxEntriesPerBatch} browser log entries. */
export const batchSchema = array(entrySchema).required().min(1).max(maxEntriesPerBatch).strict();

/** Checks a posted batch: a JSON array of browser log entries, nothing else. */
export function parseLogBatch(body: unknown): LogEntry[] {
  try {
    return batchSchema.validateSync(body, { abortEarly: false }) as LogEntry[];
  } catch (error) {
    if (error instanceof ValidationError) {
      throw invalidBody('Expected a JSON array of log entries.', {
        problems: error.errors.slice(0, 10),
      });
    }
    throw error;
  }
}
