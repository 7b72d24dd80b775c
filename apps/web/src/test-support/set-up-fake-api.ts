import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { startFakeApi } from './fake-api';
import type { FakeApi } from './fake-api';

/**
 * The fake API of a test file: started before its tests, reset to no answers before each test,
 * closed after them, with the rendered screens cleaned up after each test; `started` receives it.
 *
 * @example
 * let api: FakeApi;
 * setUpFakeApi((started) => (api = started));
 */
export function setUpFakeApi(started: (api: FakeApi) => void): void {
  let api: FakeApi | undefined;
  beforeAll(async () => {
    api = await startFakeApi();
    started(api);
  });
  afterAll(() => api?.close());
  afterEach(cleanup);
  beforeEach(() => api?.reset());
}
