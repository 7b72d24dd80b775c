import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppStore } from '@plein/state-store';
import { startFakeApi } from '../test-support/fake-api';
import type { PrefetchContext } from './prefetch';
import {
  daysInRange,
  loadStatistics,
  presetRange,
  statisticsPathOf,
  statisticsQueryOf,
  statisticsRangeOf,
  statisticsSearchOf,
  statisticsToday,
} from './statistics-steps';

let api: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => api.reset());

const today = '2026-11-24';
const rangeOf = (search: string) => statisticsRangeOf(new URLSearchParams(search), today);

describe('the statistics range in the URL', () => {
  it('offers today, 7 and 30 days and 12 months, ending today', () => {
    expect(presetRange('today', today)).toEqual({ preset: 'today', from: today, to: today });
    expect(presetRange('7d', today)).toEqual({ preset: '7d', from: '2026-11-18', to: today });
    expect(presetRange('30d', today)).toEqual({ preset: '30d', from: '2026-10-26', to: today });
    expect(presetRange('12m', today)).toEqual({ preset: '12m', from: '2025-11-25', to: today });
    expect(presetRange('12m', '2028-02-29').from).toBe('2027-03-01');
    expect(daysInRange('2025-11-25', today)).toBe(365);
  });

  it('reads a preset or custom days, and falls back on 30 days for anything else', () => {
    expect(rangeOf('range=7d')).toMatchObject({ preset: '7d', from: '2026-11-18' });
    expect(rangeOf('from=2026-10-01&to=2026-10-31')).toEqual({
      preset: 'custom',
      from: '2026-10-01',
      to: '2026-10-31',
    });
    for (const search of [
      '',
      'range=week',
      'from=2026-10-31&to=2026-10-01',
      'from=2026-02-30&to=2026-03-02',
      'from=2024-01-01&to=2026-01-01',
      'from=2026-10-01',
    ]) {
      expect(rangeOf(search), search).toEqual(presetRange('30d', today));
    }
  });

  it('writes a range back as the URL reads it', () => {
    for (const search of ['range=today', 'range=12m', 'from=2026-10-01&to=2026-10-31'])
      expect(statisticsSearchOf(rangeOf(search))).toBe(search);
  });

  it('reads the page the statistics are narrowed to, and ignores what is no path of the site', () => {
    const pathOf = (search: string) => statisticsPathOf(new URLSearchParams(search));
    expect(pathOf('range=7d&path=%2Fnieuws%2Fbericht')).toBe('/nieuws/bericht');
    expect(pathOf('path=/')).toBe('/');
    for (const search of [
      '',
      'path=',
      'path=nieuws',
      'path=%2Fnieuws%3Fq%3D1',
      'path=%2Fa%23b',
      'path=%2Fa%20b',
      `path=/${'a'.repeat(500)}`,
    ])
      expect(pathOf(search), search).toBeUndefined();
    expect(statisticsSearchOf(rangeOf('range=today'), '/nieuws')).toBe(
      'range=today&path=%2Fnieuws',
    );
    expect(statisticsQueryOf(new URLSearchParams('range=today&path=/nieuws'), today)).toEqual({
      from: today,
      to: today,
      path: '/nieuws',
    });
    expect(statisticsQueryOf(new URLSearchParams('range=today&path=x'), today)).toEqual({
      from: today,
      to: today,
    });
  });

  it('counts days in Amsterdam', () => {
    expect(statisticsToday(new Date('2026-11-24T23:30:00Z'))).toBe('2026-11-25');
    expect(statisticsToday(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
  });
});

describe('loadStatistics', () => {
  it('asks the API for the report of the range in the URL', async () => {
    api.answer('GET /api/statistics', { status: 200, body: {} });
    const store: AppStore = api.store();
    await loadStatistics({
      store,
      logger: { error: vi.fn(), warn: vi.fn(), info: vi.fn() },
      pagePath: '/statistics',
      params: {},
      url: new URL('http://localhost/statistics?from=2026-10-01&to=2026-10-31'),
    } as unknown as PrefetchContext);
    expect(api.requests.map((request) => request.url)).toEqual([
      '/api/statistics?from=2026-10-01&to=2026-10-31',
    ]);
  });

  it('asks for the report of one page when the URL names it', async () => {
    api.answer('GET /api/statistics', { status: 200, body: {} });
    await loadStatistics({
      store: api.store(),
      logger: { error: vi.fn(), warn: vi.fn(), info: vi.fn() },
      pagePath: '/statistics',
      params: {},
      url: new URL('http://localhost/statistics?from=2026-10-01&to=2026-10-31&path=%2Fnieuws'),
    } as unknown as PrefetchContext);
    expect(api.requests.map((request) => request.url)).toEqual([
      '/api/statistics?from=2026-10-01&to=2026-10-31&path=%2Fnieuws',
    ]);
  });
});
