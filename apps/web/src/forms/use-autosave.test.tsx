// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAutosave } from './use-autosave';
import type { AutosaveOptions } from './use-autosave';

const delayMs = 20;

// The pause is a timer: the tests move a fake clock past it, so "nothing happens by itself"
// is checked after exactly the time the hook would wait, not after a guess.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Lets `ms` pass on the fake clock, and the saves it started settle. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function renderAutosave(initial: AutosaveOptions) {
  return renderHook((options: AutosaveOptions) => useAutosave(options), {
    initialProps: initial,
  });
}

describe('useAutosave', () => {
  it('saves once the pause has passed, and only the latest of quick changes', async () => {
    const save = vi.fn(() => Promise.resolve(true));
    const hook = renderAutosave({ pendingKey: null, save, delayMs });
    hook.rerender({ pendingKey: 'a', save, delayMs });
    expect(hook.result.current.unsaved).toBe(true);
    await pass(delayMs - 1);
    hook.rerender({ pendingKey: 'ab', save, delayMs });
    await pass(delayMs - 1);
    expect(save).not.toHaveBeenCalled();
    await pass(1);
    expect(hook.result.current.status.kind).toBe('saved');
    expect(save).toHaveBeenCalledTimes(1);
    hook.rerender({ pendingKey: null, save, delayMs });
    expect(hook.result.current.unsaved).toBe(false);
  });

  it('does not try a failed save again by itself until something changes', async () => {
    const save = vi.fn(() => Promise.reject(new Error('409')));
    const hook = renderAutosave({ pendingKey: 'a', save, delayMs });
    await pass(delayMs);
    expect(hook.result.current.status.kind).toBe('failed');
    hook.rerender({ pendingKey: 'a', save, delayMs });
    await pass(delayMs * 5);
    expect(save).toHaveBeenCalledTimes(1);
    hook.rerender({ pendingKey: 'ab', save, delayMs });
    await pass(delayMs);
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('saves what is pending when the form goes away, unless stopped', async () => {
    const save = vi.fn(() => Promise.resolve(true));
    const kept = renderAutosave({ pendingKey: 'a', save, delayMs: 10_000 });
    kept.unmount();
    await pass(0);
    expect(save).toHaveBeenCalledTimes(1);

    const stopped = renderAutosave({ pendingKey: 'a', save, delayMs: 10_000 });
    stopped.result.current.stop();
    stopped.unmount();
    await pass(10_000);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('does not save while the form is not ready to (save answers false)', async () => {
    const save = vi.fn(() => Promise.resolve(false));
    const hook = renderAutosave({ pendingKey: 'a', save, delayMs });
    await pass(delayMs);
    expect(save).toHaveBeenCalledTimes(1);
    expect(hook.result.current.status.kind).toBe('idle');
  });
});
