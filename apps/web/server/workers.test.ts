import { describe, expect, it } from 'vitest';
import { workersSetting } from './workers';

describe('WEB_CONCURRENCY', () => {
  it('is one process unless set, and a whole number from 1 to 64', () => {
    expect(workersSetting({})).toEqual({ count: 1, problem: null });
    expect(workersSetting({ WEB_CONCURRENCY: ' 1 ' })).toEqual({ count: 1, problem: null });
    for (const wrong of ['0', '65', '2.5', 'twee', '-1']) {
      expect(workersSetting({ WEB_CONCURRENCY: wrong }).problem).toContain(`"${wrong}"`);
    }
  });

  it('needs PostgreSQL or a separate API for more than one', () => {
    expect(workersSetting({ WEB_CONCURRENCY: '2', PLEIN_DATA_DIR: '/srv/plein' }).problem).toBe(
      'WEB_CONCURRENCY=2 needs DATABASE_URL (PostgreSQL): the embedded database in /srv/plein ' +
        'can be opened by one process only.',
    );
    const postgres = { WEB_CONCURRENCY: '4', DATABASE_URL: 'postgres://db/plein' };
    expect(workersSetting(postgres)).toEqual({ count: 4, problem: null });
    expect(workersSetting({ WEB_CONCURRENCY: '2', API_URL: 'http://api:3001' }).count).toBe(2);
  });
});
