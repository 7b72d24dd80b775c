import { describe, expect, it } from 'vitest';
import { createSingleFlight } from './single-flight';

/** A promise the test settles when it wants. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('single flight in this process', () => {
  it('runs the work of a key once for every caller that asks while it runs', async () => {
    const flights = createSingleFlight<string>();
    const gate = deferred<string>();
    let runs = 0;
    const work = () => {
      runs += 1;
      return gate.promise;
    };
    const callers = Array.from({ length: 64 }, () => flights.run('/nieuws', work));
    expect(flights.running('/nieuws')).toBe(true);
    gate.resolve('<p>Nieuws</p>');
    expect(await Promise.all(callers)).toEqual(Array(64).fill('<p>Nieuws</p>'));
    expect(runs).toBe(1);
  });

  it('frees the key once the work settled, so the next caller runs it again', async () => {
    const flights = createSingleFlight<number>();
    let runs = 0;
    const work = () => Promise.resolve((runs += 1));
    expect(await flights.run('a', work)).toBe(1);
    expect(flights.running('a')).toBe(false);
    expect(await flights.run('a', work)).toBe(2);
  });

  it('keeps keys apart', async () => {
    const flights = createSingleFlight<string>();
    const [a, b] = await Promise.all([
      flights.run('a', () => Promise.resolve('A')),
      flights.run('b', () => Promise.resolve('B')),
    ]);
    expect([a, b]).toEqual(['A', 'B']);
  });

  it('hands a failure to every caller that waited for it, and frees the key', async () => {
    const flights = createSingleFlight<string>();
    const gate = deferred<string>();
    const first = flights.run('x', () => gate.promise);
    const second = flights.run('x', () => Promise.resolve('never run'));
    gate.reject(new Error('render failed'));
    await expect(first).rejects.toThrow('render failed');
    await expect(second).rejects.toThrow('render failed');
    expect(flights.running('x')).toBe(false);
  });
});
