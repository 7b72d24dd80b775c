import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBrowserLogger } from './browser-logger';
import { fakePage } from './test-environment';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2024-05-01T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

function setup(options: { maxBatch?: number; userAgent?: string } = {}) {
  const page = fakePage(options.userAgent);
  const logger = createBrowserLogger({
    endpoint: '/api/log',
    send: page.send,
    maxBatch: options.maxBatch,
    correlationId: 'corr-1',
    context: { host: 'plein.example' },
    environment: page.environment,
  });
  return { ...page, logger };
}

describe('createBrowserLogger', () => {
  it('sends entries with level, time, page, correlation id and context after 5 seconds', async () => {
    const { logger, send, batches } = setup();
    logger.error('Could not save', { code: 'E1' });
    logger.warn('Slow answer');
    logger.info('Opened editor');
    await vi.advanceTimersByTimeAsync(4999);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledOnce();
    expect(send.mock.calls[0]![1]).toEqual({ endpoint: '/api/log', reason: 'interval' });
    expect(batches[0]!.entries).toEqual([
      {
        timestamp: '2024-05-01T10:00:00.000Z',
        level: 3,
        message: 'Could not save',
        data: { code: 'E1' },
        url: 'https://plein.example/nieuws',
        correlationId: 'corr-1',
        context: { host: 'plein.example' },
      },
      expect.objectContaining({ level: 4, message: 'Slow answer' }),
      expect.objectContaining({ level: 7, message: 'Opened editor' }),
    ]);
  });

  it('sends nothing when nothing was logged', async () => {
    const { send } = setup();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).not.toHaveBeenCalled();
  });

  it('starts a new 5-second wait for entries logged after a flush', async () => {
    const { logger, batches } = setup();
    logger.info('one');
    await vi.advanceTimersByTimeAsync(5000);
    logger.info('two');
    await vi.advanceTimersByTimeAsync(4000);
    expect(batches).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(batches.map((b) => b.entries.map((e) => e.message))).toEqual([['one'], ['two']]);
  });

  it('sends at once when a batch is full', async () => {
    const { logger, batches } = setup({ maxBatch: 2 });
    logger.info('a');
    logger.info('b');
    logger.info('c');
    await vi.advanceTimersByTimeAsync(0);
    expect(batches).toEqual([
      {
        entries: [
          expect.objectContaining({ message: 'a' }),
          expect.objectContaining({ message: 'b' }),
        ],
        reason: 'batch-full',
      },
    ]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(batches[1]).toEqual({
      entries: [expect.objectContaining({ message: 'c' })],
      reason: 'interval',
    });
  });

  it('sends everything queued when the page becomes hidden', async () => {
    const { logger, batches, hide } = setup();
    logger.error('before leaving');
    hide();
    await vi.advanceTimersByTimeAsync(0);
    expect(batches).toEqual([
      { entries: [expect.objectContaining({ message: 'before leaving' })], reason: 'page-hidden' },
    ]);
  });

  it('sends everything queued on pagehide', async () => {
    const { logger, batches, window } = setup();
    logger.info('bye');
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    expect(batches.map((b) => b.reason)).toEqual(['page-hidden']);
  });

  it('ignores a visibilitychange back to visible', async () => {
    const { logger, send, document } = setup();
    logger.info('still here');
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(send).not.toHaveBeenCalled();
  });

  it('flushes on demand and stops after dispose', async () => {
    const { logger, batches, hide } = setup();
    logger.info('x');
    await logger.flush();
    expect(batches.map((b) => b.reason)).toEqual(['manual']);
    logger.info('y');
    await logger.dispose();
    expect(batches.map((b) => b.reason)).toEqual(['manual', 'dispose']);
    logger.info('dropped');
    hide();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(batches).toHaveLength(2);
  });

  it('hands the batch to send synchronously when the page is hidden', () => {
    const { logger, send, hide } = setup();
    logger.info('last words');
    hide();
    // no await: a page being unloaded may not run another task
    expect(send).toHaveBeenCalledOnce();
  });

  it('keeps logging when sending fails', async () => {
    const page = fakePage();
    const send = vi
      .fn()
      .mockImplementationOnce(() => {
        throw new Error('beacon blew up');
      })
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(undefined);
    const logger = createBrowserLogger({
      endpoint: '/api/log',
      send,
      environment: page.environment,
    });
    logger.info('lost');
    await vi.advanceTimersByTimeAsync(5000);
    logger.info('lost too');
    await vi.advanceTimersByTimeAsync(5000);
    logger.info('arrives');
    await vi.advanceTimersByTimeAsync(5000);
    expect(send).toHaveBeenCalledTimes(3);
    expect((send.mock.calls[2]![0] as { message: string }[])[0]!.message).toBe('arrives');
  });

  it('records timings, but not for bots', async () => {
    const human = setup();
    human.logger.timing('LCP', 1234.5, { rating: 'good' });
    await human.logger.flush();
    expect(human.batches[0]!.entries[0]).toMatchObject({
      level: 7,
      message: 'timing:LCP',
      data: { name: 'LCP', value: 1234.5, rating: 'good' },
    });

    const bot = setup({
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    expect(bot.logger.isBot).toBe(true);
    bot.logger.timing('LCP', 1234.5);
    bot.logger.error('bots still report errors');
    await bot.logger.flush();
    expect(bot.batches[0]!.entries.map((e) => e.message)).toEqual(['bots still report errors']);
  });
});
