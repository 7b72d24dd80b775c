/** Runs one piece of work per key at a time in this process (see {@link createSingleFlight}). */
export interface SingleFlight<T> {
  /**
   * The result of `work` for `key`: started now when none runs for the key, else the one that
   * runs (its result or failure is everyone's).
   */
  run(key: string, work: () => Promise<T>): Promise<T>;
  /** Whether work for `key` runs now: a caller of `run` would wait for it, not start its own. */
  running(key: string): boolean;
}

/**
 * Single flight in this process: callers asking for the same key while its work runs share that
 * work's promise instead of starting their own; the key is free again once it settles.
 *
 * @example
 * const renders = createSingleFlight<string>();
 * const html = await renders.run('/nieuws', () => render('/nieuws'));
 */
export function createSingleFlight<T>(): SingleFlight<T> {
  const flights = new Map<string, Promise<T>>();
  return {
    run(key, work) {
      const running = flights.get(key);
      if (running) return running;
      // Started after the entry is set, so work that settles at once still finds it to remove.
      const flight = Promise.resolve()
        .then(work)
        .finally(() => flights.delete(key));
      flights.set(key, flight);
      return flight;
    },
    running: (key) => flights.has(key),
  };
}
