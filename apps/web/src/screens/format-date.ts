/**
 * A date and time for people, in the tenant's time zone (Europe/Amsterdam), so the server
 * render and the browser's hydration show the same text.
 *
 * @example
 * formatDateTime('2026-11-21T10:00:00.000Z', 'nl'); // '21 nov 2026, 11:00'
 */
export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Amsterdam',
  }).format(new Date(iso));
}

/**
 * A date for people, in the tenant's time zone (Europe/Amsterdam).
 *
 * @example
 * formatDate('2026-11-21T10:00:00.000Z', 'nl'); // '21 nov 2026'
 */
export function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeZone: 'Europe/Amsterdam',
  }).format(new Date(iso));
}

/**
 * A time of day for people, in the tenant's time zone (Europe/Amsterdam), on the 24-hour clock in
 * Dutch.
 *
 * @example
 * formatTime('2026-11-21T10:00:00.000Z', 'nl'); // '11:00'
 */
export function formatTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    timeStyle: 'short',
    timeZone: 'Europe/Amsterdam',
  }).format(new Date(iso));
}
