import { useCallback, useEffect, useRef, useState } from 'react';

/** Where autosaving stands: nothing saved yet, saving, saved (when), or the last try failed. */
export type AutosaveStatus =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: string } | { kind: 'failed' };

/** How long typing must pause before the draft is saved. */
export const autosaveDelayMs = 1500;

/** Options of {@link useAutosave}. */
export interface AutosaveOptions {
  /**
   * What is not saved yet, as a stable text (for example its JSON); null when nothing is. A new
   * key restarts the pause.
   */
  pendingKey: string | null;
  /**
   * Saves what is pending now. It resolves false when it saved nothing (for example because the
   * form is not valid), and rejects when the save failed.
   */
  save: () => Promise<boolean>;
  delayMs?: number;
}

/** What {@link useAutosave} answers. */
export interface Autosave {
  status: AutosaveStatus;
  /** Whether something is pending or being saved: what a leave guard should ask about. */
  unsaved: boolean;
  /** Stop saving, also what is pending when the form goes away (Cancel). */
  stop: () => void;
}

/**
 * Saves a form's draft by itself once typing pauses, one save at a time, and what is still
 * pending when the form goes away (a closed drawer), so nothing typed is lost.
 *
 * @example
 * const autosave = useAutosave({ pendingKey: pending ? JSON.stringify(changes) : null, save });
 * useUnsavedChangesGuard(autosave.unsaved);
 */
export function useAutosave({
  pendingKey,
  save,
  delayMs = autosaveDelayMs,
}: AutosaveOptions): Autosave {
  const [status, setStatus] = useState<AutosaveStatus>({ kind: 'idle' });
  const [saving, setSaving] = useState(false);
  const latestSave = useRef(save);
  latestSave.current = save;
  const latestKey = useRef(pendingKey);
  latestKey.current = pendingKey;
  const stopped = useRef(false);
  // A failed save is not tried again by itself until something changes (a conflict would show
  // its dialog again and again); Save tries again.
  const failedKey = useRef<string | null>(null);
  const retrying = pendingKey !== null && pendingKey === failedKey.current;
  const queue = useRef<Promise<void>>(Promise.resolve());

  // Saves run one after another: a later save never overtakes an earlier one.
  const saveNow = useCallback((report: boolean) => {
    queue.current = queue.current.then(async () => {
      const key = latestKey.current;
      if (stopped.current || key === null || key === failedKey.current) return;
      if (report) setSaving(true);
      try {
        const saved = await latestSave.current();
        if (report && saved) setStatus({ kind: 'saved', at: new Date().toISOString() });
      } catch {
        failedKey.current = key;
        if (report) setStatus({ kind: 'failed' });
      } finally {
        if (report) setSaving(false);
      }
    });
  }, []);

  useEffect(() => {
    if (pendingKey === null || retrying) return undefined;
    const timer = setTimeout(() => saveNow(true), delayMs);
    return () => clearTimeout(timer);
  }, [pendingKey, retrying, delayMs, saveNow]);

  // What is still pending when the form goes away is saved then, without a status to show.
  useEffect(() => () => saveNow(false), [saveNow]);

  const stop = useCallback(() => {
    stopped.current = true;
  }, []);

  return {
    status: saving ? { kind: 'saving' } : status,
    unsaved: pendingKey !== null || saving,
    stop,
  };
}
