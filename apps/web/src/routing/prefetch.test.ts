import { describe, expect, it, vi } from 'vitest';
import type { PrefetchContext } from './prefetch';
import { prefetchStep, runPrefetch } from './prefetch';

const context = (logger = { error: vi.fn(), warn: vi.fn(), info: vi.fn() }) =>
  ({
    logger,
    pagePath: '/',
    params: {},
    url: new URL('http://localhost/'),
  }) as unknown as PrefetchContext;

describe('runPrefetch', () => {
  it('runs steps one after the other, in order', async () => {
    const order: string[] = [];
    const slow = prefetchStep('slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 20)); // fixed-delay-ok: plays a slow step, which run together would finish after the fast one
      order.push('slow');
    });
    const fast = prefetchStep('fast', () => {
      order.push('fast');
      return Promise.resolve();
    });
    await runPrefetch([slow, fast], context());
    expect(order).toEqual(['slow', 'fast']);
  });

  it('logs a failed step and continues with the next', async () => {
    const logger = { error: vi.fn(), warn: vi.fn(), info: vi.fn() };
    const ctx = context(logger);
    const ran: string[] = [];
    const failing = prefetchStep('failing', () => Promise.reject(new Error('boom')));
    const next = prefetchStep('next', () => {
      ran.push('next');
      return Promise.resolve();
    });
    await runPrefetch([failing, next], ctx);
    expect(ran).toEqual(['next']);
    expect(logger.error).toHaveBeenCalledWith(
      'Pre-fetch step failed',
      expect.objectContaining({ step: 'failing' }),
    );
  });

  it('stops at the first redirect', async () => {
    const after = vi.fn(() => Promise.resolve());
    const result = await runPrefetch(
      [
        prefetchStep('redirect', () => Promise.resolve({ redirect: '/elders' })),
        prefetchStep('after', after),
      ],
      context(),
    );
    expect(result).toEqual({ redirect: '/elders' });
    expect(after).not.toHaveBeenCalled();
  });
});
