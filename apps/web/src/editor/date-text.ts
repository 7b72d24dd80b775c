const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A day as the Dutch pack writes it (spec section 9): dd-mm-jjjj.
 *
 * @example
 * dateText(new Date(2027, 5, 15)); // '15-06-2027'
 */
export function dateText(day: Date): string {
  return `${pad(day.getDate())}-${pad(day.getMonth() + 1)}-${String(day.getFullYear())}`;
}

/**
 * The day a typed date names, as a local date at midnight: dd-mm-jjjj (also with / or . and
 * without leading zeros) or the ISO yyyy-mm-dd; null when it names no real day (31-02-2027).
 *
 * @example
 * dateFromText('5-6-2027'); // 5 June 2027
 */
export function dateFromText(text: string): Date | null {
  const trimmed = text.trim();
  const dutch = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(trimmed);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  const parts = dutch
    ? { day: dutch[1], month: dutch[2], year: dutch[3] }
    : iso
      ? { day: iso[3], month: iso[2], year: iso[1] }
      : null;
  if (!parts) return null;
  const [year, month, day] = [Number(parts.year), Number(parts.month), Number(parts.day)];
  const date = new Date(year, month - 1, day);
  const real =
    date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return real ? date : null;
}
