import { nanoid } from '@reduxjs/toolkit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'react-redux';
import type { RootState } from '@plein/state-store';
import { useLogger } from '../app/logger-context';
import { useDismissNotification, useNotify } from '../notifications/notifications-provider';
import { createTaskRunner } from './background-task';
import type { RunTask } from './background-task';

/**
 * Runs writes as background tasks with busy, confirmation (with undo) and failure (with retry)
 * notifications; see {@link createTaskRunner}.
 *
 * @example
 * const runTask = useBackgroundTask();
 * void runTask({ kind: 'save', subject: t('editor.page'), run: () => updatePage(input).unwrap() });
 */
export function useBackgroundTask(): RunTask {
  const { t } = useTranslation('admin');
  const notify = useNotify();
  const dismiss = useDismissNotification();
  const logger = useLogger();
  const store = useStore<RootState>();
  return useMemo(
    () =>
      createTaskRunner({
        show: ({ id, tone, message, sticky, action }) => {
          notify({ id, tone, message, sticky, ...(action ? { action } : {}) });
        },
        dismiss,
        logger,
        t: (key, values) => t(key, values),
        canRetry: () => {
          const user = store.getState().user.applicationUser;
          return Boolean(user && (user.isContentManager || user.isAdmin));
        },
        newId: nanoid,
        now: () => new Date(),
      }),
    [t, notify, dismiss, logger, store],
  );
}
