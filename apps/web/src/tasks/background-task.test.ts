import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTaskRunner } from './background-task';
import type { TaskNotification, TaskRunnerDependencies } from './background-task';

function setup(overrides: Partial<TaskRunnerDependencies> = {}) {
  const shown: TaskNotification[] = [];
  const dismissed: string[] = [];
  const errors: { message: string; data?: Record<string, unknown> }[] = [];
  let next = 0;
  const runTask = createTaskRunner({
    show: (notification) => shown.push(notification),
    dismiss: (id) => dismissed.push(id),
    logger: {
      error: (message, data) => errors.push({ message, ...(data ? { data } : {}) }),
      warn: () => undefined,
      info: () => undefined,
    },
    t: (key, { subject, count }) => `${key}|${subject}|${count}`,
    canRetry: () => true,
    newId: () => `n${++next}`,
    now: () => new Date('2026-11-21T12:00:00Z'),
    ...overrides,
  });
  return { runTask, shown, dismissed, errors };
}

const later = <T>(ms: number, value: T) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('background tasks (spec section 4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows no busy message for a task that finishes within a second, then a confirmation', async () => {
    const { runTask, shown } = setup();
    const done = runTask({ kind: 'save', subject: 'Page', run: () => later(900, 'ok') });
    await vi.advanceTimersByTimeAsync(900);
    await expect(done).resolves.toBe('ok');
    expect(shown).toEqual([
      { id: 'n2', tone: 'success', message: 'tasks.save.done|Page|1', sticky: false },
    ]);
  });

  it('shows a busy message after one second and removes it when the task is done', async () => {
    const { runTask, shown, dismissed } = setup();
    const done = runTask({ kind: 'add', subject: 'items', count: 3, run: () => later(2500, 1) });
    await vi.advanceTimersByTimeAsync(999);
    expect(shown).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(shown).toEqual([
      { id: 'n1', tone: 'info', message: 'tasks.add.busy|items|3', sticky: true },
    ]);
    await vi.advanceTimersByTimeAsync(1500);
    await done;
    expect(dismissed).toEqual(['n1']);
    expect(shown.at(-1)).toMatchObject({ tone: 'success', message: 'tasks.add.done|items|3' });
  });

  it('offers undo on the confirmation and runs it as a revert task with the result', async () => {
    const { runTask, shown } = setup();
    const undo = vi.fn(() => Promise.resolve());
    await runTask({ kind: 'delete', subject: 'Block', run: () => Promise.resolve('b1'), undo });
    const confirmation = shown.at(-1);
    expect(confirmation?.action?.label).toBe('tasks.undo|Block|1');
    confirmation?.action?.run();
    await vi.runAllTimersAsync();
    expect(undo).toHaveBeenCalledWith('b1');
    expect(shown.at(-1)).toMatchObject({ tone: 'success', message: 'tasks.revert.done|Block|1' });
  });

  it('logs a failure with title, message, code and timestamp and offers retry', async () => {
    const { runTask, shown, errors } = setup();
    const run = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce({
        status: 403,
        data: { error: { code: 'forbidden', message: 'No.' } },
      })
      .mockResolvedValueOnce('second time');
    await expect(runTask({ kind: 'edit', subject: 'Menu', run })).resolves.toBeUndefined();
    expect(errors).toEqual([
      {
        message: 'tasks.edit.failed|Menu|1',
        data: {
          title: 'tasks.edit.failed|Menu|1',
          message: 'No.',
          code: 'forbidden',
          timestamp: '2026-11-21T12:00:00.000Z',
          task: 'edit',
        },
      },
    ]);
    const failure = shown.at(-1);
    expect(failure).toMatchObject({ tone: 'error', sticky: true });
    expect(failure?.action?.label).toBe('tasks.retry|Menu|1');
    failure?.action?.run();
    await vi.runAllTimersAsync();
    expect(run).toHaveBeenCalledTimes(2);
    expect(shown.at(-1)).toMatchObject({ tone: 'success', message: 'tasks.edit.done|Menu|1' });
  });

  it('leaves a failure the task shows itself to the task: logged, without a failure notification', async () => {
    const { runTask, shown, errors } = setup();
    const conflict = {
      status: 409,
      data: { error: { code: 'page_changed', message: 'Changed.' } },
    };
    const handlesFailure = vi.fn((error: unknown) => error === conflict);
    await expect(
      runTask({
        kind: 'save',
        subject: 'Page',
        // RTK Query's unwrap() rejects with the answer, not an Error.
        run: vi.fn<() => Promise<void>>().mockRejectedValue(conflict),
        handlesFailure,
      }),
    ).resolves.toBeUndefined();
    expect(handlesFailure).toHaveBeenCalledWith(conflict);
    expect(shown).toEqual([]);
    expect(errors[0]?.data).toMatchObject({ code: 'page_changed', message: 'Changed.' });

    // A failure it does not take is reported as usual.
    await runTask({
      kind: 'save',
      subject: 'Page',
      run: () => Promise.reject(new Error('x')),
      handlesFailure,
    });
    expect(shown).toEqual([expect.objectContaining({ tone: 'error', sticky: true })]);
  });

  it('shows no failure notification to users who are not content managers, but still logs', async () => {
    const { runTask, shown, errors } = setup({ canRetry: () => false });
    await runTask({ kind: 'save', subject: 'x', run: () => Promise.reject(new Error('offline')) });
    expect(shown).toEqual([]);
    expect(errors[0]?.data).toMatchObject({ code: 'error', message: 'offline' });
  });
});
