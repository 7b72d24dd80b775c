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
    ['08006', 503, 'database_unavailable'],
    ['ECONNREFUSED', 503, 'database_unavailable'],
  ])('maps %s to %i %s', (code, status, apiCode) => {
    expect(mapDatabaseError({ code })).toMatchObject({ status, code: apiCode });
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
