/** The tenant's time zone: dates are entered and shown in it (see format-date.ts). */
export const tenantTimeZone = 'Europe/Amsterdam';

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: tenantTimeZone,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The wall-clock parts of a moment in the tenant's time zone. */
function partsAt(time: number) {
  const parts = Object.fromEntries(
    wallClock.formatToParts(new Date(time)).map((part) => [part.type, part.value]),
  );
  const number = (type: string) => Number(parts[type]);
  return {
    year: number('year'),
    month: number('month'),
    day: number('day'),
    hour: number('hour'),
    minute: number('minute'),
    second: number('second'),
  };
}

/** How far the tenant's wall clock is ahead of UTC at a moment, in ms. */
function offsetAt(time: number): number {
  const p = partsAt(time);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(time / 1000) * 1000;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The ISO date-time of a `datetime-local` input's value, read as the tenant's wall-clock time;
 * null when it is not one.
 *
 * @example
 * isoFromLocalInput('2030-03-01T09:00'); // '2030-03-01T08:00:00.000Z' (CET, UTC+1)
 */
export function isoFromLocalInput(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(wall)) return null;
  // Twice: the first guess may sit on the other side of a daylight-saving change.
  const guess = wall - offsetAt(wall);
  return new Date(wall - offsetAt(guess)).toISOString();
}

/**
 * The `datetime-local` value of an ISO date-time, as the tenant's wall-clock time.
 *
 * @example
 * localInputFromIso('2030-03-01T08:00:00.000Z'); // '2030-03-01T09:00'
 */
export function localInputFromIso(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const p = partsAt(time);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}
