import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { logNavigations } from './navigation-log';

function setup() {
  let release: () => void = () => undefined;
  const router = createMemoryRouter([
    { path: '/', loader: () => null },
    { path: '/snel', loader: () => null },
    { path: '/traag', loader: () => new Promise((resolve) => (release = () => resolve(null))) },
    {
      path: '/kapot',
      loader: () => {
        throw new Error('stuk');
      },
    },
  ]);
  const logger = { error: vi.fn(), warn: vi.fn(), info: vi.fn() };
  const stop = logNavigations(router, logger);
  return { router, logger, stop, release: () => release() };
}

describe('logNavigations', () => {
  it('logs a navigation replaced by a newer one as cancelled', async () => {
    const { router, logger } = setup();
    void router.navigate('/traag');
    await router.navigate('/snel');
    expect(logger.info).toHaveBeenCalledWith('Navigation cancelled', {
      failure: 'cancelled',
      from: '/traag',
      to: '/snel',
    });
    expect(router.state.location.pathname).toBe('/snel');
  });

  it('logs a navigation to the address already shown as duplicated', async () => {
    const { router, logger } = setup();
    await router.navigate('/snel?q=1');
    await router.navigate('/snel?q=1');
    expect(logger.info).toHaveBeenCalledWith('Navigation duplicated', {
      failure: 'duplicated',
      to: '/snel?q=1',
    });
  });

  it('logs a navigation whose loading failed as an error, and nothing for one that arrives', async () => {
    const { router, logger, release } = setup();
    const slow = router.navigate('/traag');
    release();
    await slow;
    expect(logger.info).not.toHaveBeenCalled();
    expect(logger.error).not.toHaveBeenCalled();
    await router.navigate('/kapot');
    expect(logger.error).toHaveBeenCalledWith('Navigation failed', {
      to: '/kapot',
      errors: ['Error: stuk'],
    });
  });

  it('stops logging when asked', async () => {
    const { router, logger, stop } = setup();
    stop();
    await router.navigate('/kapot');
    expect(logger.error).not.toHaveBeenCalled();
  });
});
