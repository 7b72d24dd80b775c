import { describe, expect, it } from 'vitest';
import { isApiError } from '../http/errors';
import { mapDatabaseError } from './pg-errors';

describe('mapDatabaseError', () => {
  it('maps a unique violation to 409 conflict naming the constraint', () => {
    const error = mapDatabaseError({ code: '23505', constraint: 'pages_platform_id_name_unique' });
    expect(error).toMatchObject({
      status: 409,
      code: 'conflict',
      details: { constraint: 'pages_platform_id_name_unique' },
    });
    expect(isApiError(error)).toBe(true);
  });

  it.each([
    ['23503', 409, 'conflict'],
    ['23502', 400, 'invalid_input'],
    ['22P02', 400, 'invalid_input'],
    ['22P05', 400, 'invalid_characters'],
    ['22021', 400, 'invalid_characters'],
    ['40001', 503, 'database_busy'],
    ['57014', 503, 'database_busy'],
    ['08006', 503, 'database_unavailable'],
    ['ECONNREFUSED', 503, 'database_unavailable'],
  ])('maps %s to %i %s', (code, status, apiCode) => {
    expect(mapDatabaseError({ code })).toMatchObject({ status, code: apiCode });
  });

  it.each([
    [
      Object.assign(new Error('Knex: Timeout acquiring a connection.'), {
        name: 'KnexTimeoutError',
      }),
      'database_busy',
    ],
    [new Error('select * from pages - Query read timeout'), 'database_unavailable'],
    [new Error('Connection terminated due to connection timeout'), 'database_unavailable'],
    [new Error('select 1 - Connection terminated unexpectedly'), 'database_unavailable'],
  ])('maps the time limit %s to 503 %s', (error, apiCode) => {
    expect(mapDatabaseError(error)).toMatchObject({ status: 503, code: apiCode });
  });

  it('leaves other errors alone (they are bugs: 500)', () => {
    expect(mapDatabaseError({ code: '42P01' })).toBeNull();
    expect(mapDatabaseError(new Error('boom'))).toBeNull();
    expect(mapDatabaseError('text')).toBeNull();
  });

  it('is not mistaken for an API error before mapping', () => {
    expect(isApiError({ code: '23505', message: 'duplicate' })).toBe(false);
    expect(isApiError({ code: 'ECONNRESET', status: 500, message: 'x' })).toBe(false);
  });
});
