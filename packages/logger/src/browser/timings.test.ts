import { describe, expect, it } from 'vitest';
import { createBrowserLogger } from './browser-logger';
import { fakePage } from './test-environment';
import { recordPageLoad, recordWebVital } from './timings';
import type { NavigationTimingSource } from './timings';

const navigation = (loadEventEnd: number): NavigationTimingSource => ({
  getEntriesByType: () =>
    [
      {
        loadEventEnd,
        responseStart: 120.4,
        domContentLoadedEventEnd: 800.6,
        transferSize: 5120,
        type: 'navigate',
      },
    ] as unknown as PerformanceEntryList,
});

function setup(userAgent?: string) {
  const page = fakePage(userAgent);
  const logger = createBrowserLogger({
    endpoint: '/log',
    send: page.send,
    environment: page.environment,
  });
  return { logger, batches: page.batches };
}

describe('recordPageLoad', () => {
  it('logs the load time with first byte and DOM-ready times', async () => {
    const { logger, batches } = setup();
    expect(recordPageLoad(logger, navigation(1500.2))).toBe(true);
    await logger.flush();
    expect(batches[0]!.entries[0]).toMatchObject({
      level: 7,
      message: 'timing:page-load',
      data: {
        name: 'page-load',
        value: 1500,
        timeToFirstByte: 120,
        domContentLoaded: 801,
        transferSize: 5120,
      },
    });
  });

  it('logs nothing before the load has finished or for a bot', async () => {
    const human = setup();
    expect(recordPageLoad(human.logger, navigation(0))).toBe(false);
    const bot = setup('Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)');
    expect(recordPageLoad(bot.logger, navigation(1500))).toBe(false);
    await Promise.all([human.logger.flush(), bot.logger.flush()]);
    expect([...human.batches, ...bot.batches]).toEqual([]);
  });
});

describe('recordWebVital', () => {
  it('logs a web-vitals metric as a named timing', async () => {
    const { logger, batches } = setup();
    recordWebVital(logger, {
      name: 'CLS',
      value: 0.08,
      rating: 'good',
      id: 'v4-1',
      navigationType: 'navigate',
    });
    await logger.flush();
    expect(batches[0]!.entries[0]).toMatchObject({
      message: 'timing:CLS',
      data: { name: 'CLS', value: 0.08, rating: 'good', id: 'v4-1' },
    });
  });
});
