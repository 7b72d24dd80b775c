import type { Logger } from '../routing/logger';

/** Task message kinds (spec section 8); each also has a bulk form through `count`. */
export type TaskKind = 'save' | 'revert' | 'add' | 'edit' | 'delete';

/** One background task: a write the user started and may undo or retry. */
export interface BackgroundTask<T> {
  kind: TaskKind;
  /** Translated name of what the task is about, e.g. "het blok". */
  subject: string;
  /** More than one thing at once: the bulk message forms. */
  count?: number;
  run: () => Promise<T>;
  /**
   * Offered as "undo" on the confirmation; runs as a `revert` task itself (with the same
   * `handlesFailure`).
   */
  undo?: (result: T) => Promise<unknown>;
  /**
   * Sees a failure before it is reported. Answering true means the caller shows this failure
   * itself (e.g. a dialog about a conflict): it is still logged, but no failure notification (and
   * so no retry) shows.
   */
  handlesFailure?: (error: unknown) => boolean;
}

/** A notification the runner asks for. `id` lets a later one replace the busy message. */
export interface TaskNotification {
  id: string;
  tone: 'info' | 'success' | 'error';
  message: string;
  /** Keep it until dismissed (busy and failure messages). */
  sticky: boolean;
  /** `undo`: the action undoes the task (it also runs with Ctrl+Z). */
  action?: { label: string; run: () => void; undo?: boolean };
}

/** What the runner needs from the app; passed in so it can be tested without React. */
export interface TaskRunnerDependencies {
  show(notification: TaskNotification): void;
  dismiss(id: string): void;
  logger: Logger;
  /** Translates `tasks.*` keys with `subject` and `count`. */
  t(key: string, values: { subject: string; count: number }): string;
  /** Whether the user may retry: failure notifications are for content managers only. */
  canRetry(): boolean;
  newId(): string;
  now(): Date;
  /** Busy message delay in ms (spec section 9: 1 s). */
  busyDelayMs?: number;
}

/** Busy notification delay (spec section 9). */
export const busyDelayMs = 1000;

/** The error's code and message as the API answers them, or what an Error carries. */
function describeError(error: unknown): { code: string; message: string } {
  if (typeof error === 'object' && error !== null) {
    const record = error as { status?: unknown; data?: unknown; message?: unknown };
    // The API's error shape: { error: { code, message } }.
    const body = (record.data as { error?: { code?: unknown; message?: unknown } } | undefined)
      ?.error;
    if (body && typeof body.code === 'string') {
      return { code: body.code, message: typeof body.message === 'string' ? body.message : '' };
    }
    // RTK Query's FetchBaseQueryError: a number, or 'FETCH_ERROR', 'PARSING_ERROR', …
    if (typeof record.status === 'number' || typeof record.status === 'string') {
      return { code: String(record.status), message: '' };
    }
    if (typeof record.message === 'string') return { code: 'error', message: record.message };
  }
  return { code: 'error', message: String(error) };
}

/**
 * Runs writes as background tasks (spec section 4): processing, then done or failed. A busy
 * notification shows once the task takes longer than 1 s; on done a confirmation shows (closing
 * after the user's notification-close seconds) with undo when the task offers it; on failure the
 * error is logged with title, message, code and timestamp, and a content manager sees a negative
 * notification with a retry action (unless the task's `handlesFailure` takes it). Resolves with
 * the task's result, or undefined on failure.
 *
 * @example
 * const runTask = createTaskRunner(deps);
 * await runTask({ kind: 'delete', subject: t('editor.block'),
 *   run: () => deleteBlock({ guid }).unwrap(), undo: () => restoreBlock({ guid }).unwrap() });
 */
export function createTaskRunner(deps: TaskRunnerDependencies) {
  const delay = deps.busyDelayMs ?? busyDelayMs;

  async function runTask<T>(task: BackgroundTask<T>): Promise<T | undefined> {
    const values = { subject: task.subject, count: task.count ?? 1 };
    const text = (state: 'busy' | 'done' | 'failed') =>
      deps.t(`tasks.${task.kind}.${state}`, values);
    const id = deps.newId();
    let busyShown = false;
    const busyTimer = setTimeout(() => {
      busyShown = true;
      deps.show({ id, tone: 'info', message: text('busy'), sticky: true });
    }, delay);
    try {
      const result = await task.run();
      clearTimeout(busyTimer);
      if (busyShown) deps.dismiss(id);
      const { undo } = task;
      deps.show({
        id: deps.newId(),
        tone: 'success',
        message: text('done'),
        sticky: false,
        ...(undo
          ? {
              action: {
                label: deps.t('tasks.undo', values),
                undo: true,
                run: () => {
                  void runTask({
                    kind: 'revert',
                    subject: task.subject,
                    run: () => undo(result),
                    handlesFailure: task.handlesFailure,
                  });
                },
              },
            }
          : {}),
      });
      return result;
    } catch (error) {
      clearTimeout(busyTimer);
      if (busyShown) deps.dismiss(id);
      const { code, message } = describeError(error);
      deps.logger.error(text('failed'), {
        title: text('failed'),
        message,
        code,
        timestamp: deps.now().toISOString(),
        task: task.kind,
      });
      if (task.handlesFailure?.(error)) return undefined;
      if (deps.canRetry()) {
        deps.show({
          id: deps.newId(),
          tone: 'error',
          message: text('failed'),
          sticky: true,
          action: {
            label: deps.t('tasks.retry', values),
            run: () => {
              void runTask(task);
            },
          },
        });
      }
      return undefined;
    }
  }
  return runTask;
}

/** The function {@link createTaskRunner} returns. */
export type RunTask = ReturnType<typeof createTaskRunner>;
