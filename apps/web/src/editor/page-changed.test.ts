import { describe, expect, it } from 'vitest';
import { pageChangedDetails } from './page-changed';

describe('pageChangedDetails', () => {
  it('reads who changed the page and when from a 409 page_changed', () => {
    const error = {
      status: 409,
      data: {
        error: {
          code: 'page_changed',
          message: 'The page was changed by someone else.',
          details: { version: 9, changedAt: '2026-11-21T13:05:00.000Z', changedBy: 'Anna Bakker' },
        },
      },
    };
    expect(pageChangedDetails(error)).toEqual({
      version: 9,
      changedAt: '2026-11-21T13:05:00.000Z',
      changedBy: 'Anna Bakker',
    });
  });

  it('answers unknown names and times as null', () => {
    const error = { status: 409, data: { error: { code: 'page_changed', message: '' } } };
    expect(pageChangedDetails(error)).toEqual({ version: 0, changedAt: null, changedBy: null });
  });

  it('answers null for every other failure', () => {
    expect(pageChangedDetails({ status: 409, data: { error: { code: 'name_taken' } } })).toBeNull();
    expect(
      pageChangedDetails({ status: 500, data: { error: { code: 'page_changed' } } }),
    ).toBeNull();
    expect(pageChangedDetails({ status: 'FETCH_ERROR', error: 'offline' })).toBeNull();
    expect(pageChangedDetails(new Error('offline'))).toBeNull();
  });
});
