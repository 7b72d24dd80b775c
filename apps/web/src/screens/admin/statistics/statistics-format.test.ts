import { describe, expect, it } from 'vitest';
import { formatVital, percentChange, seriesRows } from './statistics-format';

describe('statistics formats', () => {
  it('gives the change against the previous period, none without one', () => {
    expect(percentChange(1234, 1100)).toBe(12);
    expect(percentChange(380, 400)).toBe(-5);
    expect(percentChange(1004, 1000)).toBe(0.4);
    expect(percentChange(5, 0)).toBeNull();
  });

  it('writes web vitals in ms, s or unitless', () => {
    expect(formatVital('INP', 640, 'nl')).toBe('640 ms');
    expect(formatVital('LCP', 2500, 'nl')).toBe('2,5 s');
    expect(formatVital('LCP', 2500, 'en')).toBe('2.5 s');
    expect(formatVital('CLS', 0.1, 'nl')).toBe('0,10');
  });

  it('fills every hour of a day in Amsterdam, up to now', () => {
    const rows = seriesRows(
      {
        from: '2026-11-24',
        to: '2026-11-24',
        series: {
          granularity: 'hour',
          points: [{ at: '2026-11-24T09:00:00Z', pageviews: 4, visitors: 2 }],
        },
      },
      'nl',
      new Date('2026-11-24T12:30:00Z'),
    );
    // Midnight in Amsterdam (23:00 UTC the day before) up to 13:00, the hour begun now.
    expect(rows.map((row) => row.tick)).toEqual(
      Array.from({ length: 14 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`),
    );
    expect(rows[0]!.at).toBe('2026-11-23T23:00:00Z');
    expect(rows.find((row) => row.pageviews > 0)).toMatchObject({ tick: '10:00', visitors: 2 });
    // A summer day is two hours ahead of UTC; a whole past day has 24 hours.
    const summer = seriesRows(
      { from: '2026-07-01', to: '2026-07-01', series: { granularity: 'hour', points: [] } },
      'nl',
      new Date('2026-11-24T12:30:00Z'),
    );
    expect(summer).toHaveLength(24);
    expect(summer[0]!.at).toBe('2026-06-30T22:00:00Z');
  });
});
