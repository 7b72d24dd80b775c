/**
 * jsdom lays nothing out: recharts measures its box through a ResizeObserver, so tests of
 * screens with charts install this one, which reports a fixed 600 × 300 box so that recharts
 * draws. Answers the function that puts the real one back.
 *
 * @example
 * let restore: () => void;
 * beforeAll(() => { restore = installFixedChartBox(); });
 * afterAll(() => restore());
 */
export function installFixedChartBox(): () => void {
  const real = globalThis.ResizeObserver;
  globalThis.ResizeObserver = class {
    constructor(private readonly report: ResizeObserverCallback) {}
    observe(target: Element) {
      const contentRect = { width: 600, height: 300 } as DOMRectReadOnly;
      this.report([{ target, contentRect } as ResizeObserverEntry], this);
    }
    unobserve() {}
    disconnect() {}
  };
  return () => {
    globalThis.ResizeObserver = real;
  };
}
