import { describe, expect, it } from 'vitest';
import { startPlatform } from './platform';

describe('starting and stopping the platform', () => {
  it('keeps its data (folder or database) across restarts and seeds only an empty database', async () => {
    const first = await startPlatform({
      env: { PLEIN_SEED_ADMIN_PASSWORD: 'first-start-password' },
    });
    const base = `http://127.0.0.1:${first.port}`;
    const home: unknown = await (await fetch(`${base}/api/pages:withName?name=home`)).json();
    expect(first.output()).toContain('password: first-start-password');
    expect(await first.stop({ keepData: true })).toBe(0);

    const second = await startPlatform({
      storage: first.storage,
      env: { PLEIN_SEED_ADMIN_PASSWORD: 'second-start-password' },
    });
    try {
      const again: unknown = await (
        await fetch(`http://127.0.0.1:${second.port}/api/pages:withName?name=home`)
      ).json();
      expect(again).toEqual(home);
      expect(second.output()).not.toContain('second-start-password');
      expect(second.output()).toContain('admin@plein.test');
    } finally {
      expect(await second.stop()).toBe(0);
    }
  });

  it('refuses to start with a clear message when the configuration is invalid', async () => {
    await expect(startPlatform({ env: { PORT: 'not-a-port' } })).rejects.toThrow(
      /PORT must be a port number/,
    );
  });
});
