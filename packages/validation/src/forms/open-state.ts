/** How a form is opened (spec section 3, enumeration (c)). */
export const formOpenModes = ['Open', 'Closed', 'Custom'] as const;
export type FormOpenMode = (typeof formOpenModes)[number];

/**
 * Whether a form takes submissions now (spec section 4): `open` (always open), `closed`,
 * `open-future` (opens at its open date) or `close-future` (open now, closes at its close date
 * when it has one).
 */
export type FormOpenState = 'open' | 'closed' | 'open-future' | 'close-future';

/** A form's open/close state: a mode plus openDate and closeDate (ISO date-times or null). */
export interface FormOpenSchedule {
  openMode: FormOpenMode;
  openDate: string | null;
  closeDate: string | null;
}

/**
 * The open/close state of a form at `now`, by the transitions of spec section 4: Closed gives
 * closed; Custom with no open or close date gives open; Custom whose close date is past gives
 * closed; Custom whose open date is in the future gives open-future; otherwise close-future.
 * Open gives open.
 *
 * @example
 * formOpenState({ openMode: 'Custom', openDate: '2030-01-01T00:00:00Z', closeDate: null }, now);
 * // 'open-future'
 */
export function formOpenState(schedule: FormOpenSchedule, now: Date): FormOpenState {
  if (schedule.openMode === 'Open') return 'open';
  if (schedule.openMode === 'Closed') return 'closed';
  const { openDate, closeDate } = schedule;
  if (!openDate && !closeDate) return 'open';
  if (closeDate && Date.parse(closeDate) <= now.getTime()) return 'closed';
  if (openDate && Date.parse(openDate) > now.getTime()) return 'open-future';
  return 'close-future';
}

/** Whether a form in `state` takes submissions. */
export function takesSubmissions(state: FormOpenState): boolean {
  return state === 'open' || state === 'close-future';
}

/**
 * When the state of a form next changes after `now` (its open or close date still ahead), or
 * null when it never will: caches of the form's answers and pages last until then.
 */
export function nextOpenStateChange(schedule: FormOpenSchedule, now: Date): Date | null {
  if (schedule.openMode !== 'Custom') return null;
  const ahead = [schedule.openDate, schedule.closeDate]
    .filter((date): date is string => date !== null)
    .map((date) => Date.parse(date))
    .filter((time) => time > now.getTime())
    .sort((a, b) => a - b);
  return ahead.length > 0 ? new Date(ahead[0]!) : null;
}
