import { ApiError } from '../http/errors';

/** The fields of a PostgreSQL error (node-postgres and PGlite both carry them). */
interface PgErrorFields {
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
}

const connectionErrorCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
]);

/**
 * Maps a database error to the API error it means for a client, or null when it is not one a
 * client caused (the caller then answers 500). Unique and foreign-key violations are conflicts,
 * bad values are 400, an unreachable database is 503.
 *
 * @example
 * try { await repo.insert(...) } catch (e) { throw mapDatabaseError(e) ?? e; }
 */
export function mapDatabaseError(error: unknown): ApiError | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, constraint, table, column } = error as PgErrorFields;
  if (typeof code !== 'string') return unreachableError(error);
  const details = {
    ...(typeof constraint === 'string' ? { constraint } : {}),
    ...(typeof table === 'string' ? { table } : {}),
    ...(typeof column === 'string' ? { column } : {}),
  };
  const withDetails = Object.keys(details).length > 0 ? details : undefined;
  switch (code) {
    case '23505':
      return new ApiError(
        409,
        'conflict',
        'A record with these values already exists.',
        withDetails,
      );
    case '23503':
      return new ApiError(
        409,
        'conflict',
        'The record refers to, or is referred to by, another record.',
        withDetails,
      );
    case '23502':
      return new ApiError(400, 'invalid_input', 'A required value is missing.', withDetails);
    case '23514':
      return new ApiError(400, 'invalid_input', 'A value is not allowed.', withDetails);
    case '22P02':
    case '22007':
    case '22008':
    case '22003':
    case '22001':
      return new ApiError(
        400,
        'invalid_input',
        'A value has the wrong format or is out of range.',
        withDetails,
      );
    // NUL in text (22P05) or bytes that are not text in the database's encoding (22021): the
    // input guard refuses NUL first; this catches whatever reaches the database another way.
    case '22P05':
    case '22021':
      return new ApiError(
        400,
        'invalid_characters',
        'A value holds characters the database cannot store.',
        withDetails,
      );
    case '40001':
    case '40P01':
    case '57014': // a statement past `statement_timeout`
      return new ApiError(503, 'database_busy', 'The database is busy; try again.');
    case '57P01':
    case '57P03':
    case '53300':
      return new ApiError(503, 'database_unavailable', 'The database is not available.');
    default:
      if (code.startsWith('08') || connectionErrorCodes.has(code)) {
        return new ApiError(503, 'database_unavailable', 'The database is not available.');
      }
      return null;
  }
}

/**
 * A PostgreSQL server out of reach that node-postgres and knex report without a SQLSTATE, only
 * by name or message (which knex prefixes with the statement): no free pooled connection in time
 * (knex), no connection in time, no answer to a statement, or a connection cut.
 */
function unreachableError(error: object): ApiError | null {
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'KnexTimeoutError') {
    return new ApiError(503, 'database_busy', 'The database is busy; try again.');
  }
  if (
    typeof message === 'string' &&
    /(Query read timeout|timeout exceeded when trying to connect|Connection terminated due to connection timeout|Connection terminated unexpectedly|Client has encountered a connection error and is not queryable)$/.test(
      message,
    )
  ) {
    return new ApiError(503, 'database_unavailable', 'The database is not available.');
  }
  return null;
}
