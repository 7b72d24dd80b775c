// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WebVitalName } from '@plein/api-client';
import type { StatisticsCollector } from '../statistics/statistics-collector';
import { createBrowserLog } from './browser-log';

type Report = (metric: { name: string; value: number }) => void;
const reporters = vi.hoisted(() => [] as ((metric: { name: string; value: number }) => void)[]);
vi.mock('web-vitals', () => {
  const on = (report: Report) => void reporters.push(report);
  return { onCLS: on, onFCP: on, onINP: on, onLCP: on, onTTFB: on };
});

afterEach(() => {
  reporters.length = 0;
  vi.restoreAllMocks();
});

/** A collector that only keeps the measurements it is given. */
function fakeStatistics() {
  const vitals: [WebVitalName, number][] = [];
  const collector = { vital: (name: WebVitalName, value: number) => vitals.push([name, value]) };
  return { vitals, collector: collector as unknown as StatisticsCollector };
}

describe('the browser log', () => {
  it('hands the load time and every web vital to the statistics, measured once', () => {
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { loadEventEnd: 1234.6, responseStart: 80 } as PerformanceNavigationTiming,
    ]);
    const { vitals, collector } = fakeStatistics();
    createBrowserLog('correlation', collector);
    // One observer per web vital, shared by the log and the statistics.
    expect(reporters).toHaveLength(5);
    reporters[0]?.({ name: 'CLS', value: 0.05 });
    reporters[3]?.({ name: 'LCP', value: 1800 });
    expect(vitals).toEqual([
      ['load', 1235],
      ['CLS', 0.05],
      ['LCP', 1800],
    ]);
  });

  it('still logs without statistics (a bot has none)', () => {
    expect(() => {
      createBrowserLog('correlation');
      reporters[3]?.({ name: 'LCP', value: 1800 });
    }).not.toThrow();
  });
});
