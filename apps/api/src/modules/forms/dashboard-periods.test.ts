import { describe, expect, it } from 'vitest';
import { datePeriods, timeline } from './dashboard-periods';

describe('timeline', () => {
  it('is empty without submissions', () => {
    expect(timeline([])).toEqual({ unit: 'day', periods: [] });
  });

  it('counts per day up to a month, empty days included', () => {
    const { unit, periods } = timeline([
      { day: '2026-01-30', count: 2 },
      { day: '2026-02-02', count: 1 },
    ]);
    expect(unit).toBe('day');
    expect(periods.map((period) => period.count)).toEqual([2, 0, 0, 1]);
    expect(periods[3]?.start).toBe('2026-02-02');
  });

  it('counts per week from Monday, then per month, then per year as the span grows', () => {
    const weeks = timeline([
      { day: '2026-01-07', count: 1 },
      { day: '2026-01-11', count: 2 },
      { day: '2026-03-02', count: 3 },
    ]);
    expect(weeks.unit).toBe('week');
    expect(weeks.periods[0]).toEqual({ start: '2026-01-05', count: 3 });
    expect(weeks.periods.at(-1)).toEqual({ start: '2026-03-02', count: 3 });
    expect(weeks.periods).toHaveLength(9);

    const months = timeline([
      { day: '2025-01-31', count: 1 },
      { day: '2026-11-01', count: 1 },
    ]);
    expect(months.unit).toBe('month');
    expect(months.periods).toHaveLength(23);
    expect(months.periods[0]).toEqual({ start: '2025-01-01', count: 1 });

    const years = timeline([
      { day: '2020-06-01', count: 4 },
      { day: '2026-01-01', count: 1 },
    ]);
    expect(years).toEqual({
      unit: 'year',
      periods: [
        { start: '2020-01-01', count: 4 },
        ...['2021', '2022', '2023', '2024', '2025'].map((year) => ({
          start: `${year}-01-01`,
          count: 0,
        })),
        { start: '2026-01-01', count: 1 },
      ],
    });
  });
});

describe('datePeriods', () => {
  it('counts per month over up to two years', () => {
    const summary = datePeriods(
      [
        { month: '2025-11', count: 2 },
        { month: '2026-01', count: 1 },
      ],
      '2025-11-03',
      '2026-01-20',
    );
    expect(summary).toEqual({
      earliest: '2025-11-03',
      latest: '2026-01-20',
      unit: 'month',
      step: 1,
      periods: [
        { start: '2025-11-01', count: 2 },
        { start: '2025-12-01', count: 0 },
        { start: '2026-01-01', count: 1 },
      ],
    });
  });

  it('counts per 1, 2, 5, 10, … years over longer spans, in at most thirty periods', () => {
    const births = datePeriods(
      [
        { month: '1931-04', count: 1 },
        { month: '1975-06', count: 2 },
        { month: '1979-01', count: 1 },
        { month: '2012-12', count: 3 },
      ],
      '1931-04-01',
      '2012-12-31',
    );
    expect([births.unit, births.step]).toEqual(['year', 5]);
    expect(births.periods[0]).toEqual({ start: '1930-01-01', count: 1 });
    expect(births.periods.find((period) => period.start === '1975-01-01')?.count).toBe(3);
    expect(births.periods.at(-1)).toEqual({ start: '2010-01-01', count: 3 });
    expect(births.periods).toHaveLength(17);

    const few = datePeriods([], '2020-01-01', '2024-02-01');
    expect([few.unit, few.step, few.periods.length]).toEqual(['year', 1, 5]);
    const far = datePeriods([], '0001-01-01', '9999-12-31');
    expect(far.periods.length).toBeLessThanOrEqual(30);
    expect(far.periods[0]?.start).toBe('0000-01-01');
  });
});
