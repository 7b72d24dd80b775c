import { describe, expect, it } from 'vitest';
import { formOpenState, nextOpenStateChange, takesSubmissions } from './open-state';

const now = new Date('2026-06-01T12:00:00Z');
const custom = (openDate: string | null, closeDate: string | null) => ({
  openMode: 'Custom' as const,
  openDate,
  closeDate,
});

describe('the open/close state (spec section 4)', () => {
  it.each([
    ['Open', { openMode: 'Open' as const, openDate: null, closeDate: null }, 'open'],
    ['Closed', { openMode: 'Closed' as const, openDate: null, closeDate: null }, 'closed'],
    ['Custom without dates', custom(null, null), 'open'],
    ['Custom whose close date is past', custom(null, '2026-06-01T11:59:59Z'), 'closed'],
    ['Custom closing right now', custom(null, '2026-06-01T12:00:00Z'), 'closed'],
    ['Custom whose open date is ahead', custom('2026-06-01T12:00:01Z', null), 'open-future'],
    ['Custom opening right now', custom('2026-06-01T12:00:00Z', null), 'close-future'],
    [
      'Custom between its dates',
      custom('2026-05-01T00:00:00Z', '2026-07-01T00:00:00Z'),
      'close-future',
    ],
  ])('%s gives %s', (_name, schedule, state) => {
    expect(formOpenState(schedule, now)).toBe(state);
  });

  it('takes submissions when open or closing later', () => {
    expect(
      ['open', 'close-future', 'open-future', 'closed'].map((s) => takesSubmissions(s as never)),
    ).toEqual([true, true, false, false]);
  });

  it('knows when the state next changes', () => {
    expect(
      nextOpenStateChange(custom('2026-07-01T00:00:00Z', '2026-08-01T00:00:00Z'), now),
    ).toEqual(new Date('2026-07-01T00:00:00Z'));
    expect(
      nextOpenStateChange(custom('2026-05-01T00:00:00Z', '2026-08-01T00:00:00Z'), now),
    ).toEqual(new Date('2026-08-01T00:00:00Z'));
    expect(nextOpenStateChange(custom('2026-05-01T00:00:00Z', null), now)).toBeNull();
    expect(
      nextOpenStateChange({ openMode: 'Open', openDate: null, closeDate: null }, now),
    ).toBeNull();
  });
});
