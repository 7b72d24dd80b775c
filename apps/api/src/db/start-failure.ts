/** What the operating system or PostgreSQL says, and what it means to whoever starts Plein. */
const knownReasons: { code: string; says: RegExp; reason: string }[] = [
  { code: 'ENOSPC', says: /no space left on device/i, reason: 'the disk is full' },
  { code: 'EDQUOT', says: /disk quota exceeded/i, reason: 'the disk quota is used up' },
  { code: 'EACCES', says: /permission denied/i, reason: 'this user may not write there' },
  { code: 'EPERM', says: /operation not permitted/i, reason: 'this user may not write there' },
  { code: 'EROFS', says: /read-only file system/i, reason: 'the file system is read-only' },
];

/**
 * Why preparing or opening the database failed, named: a full disk, missing permissions or a
 * read-only file system first (each also as PostgreSQL words it), then the error's own message.
 *
 * @example
 * failureReason(Object.assign(new Error('write failed'), { code: 'ENOSPC' }));
 * // 'the disk is full (write failed)'
 */
export function failureReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as NodeJS.ErrnoException | null)?.code;
  const known = knownReasons.find((each) => each.code === code || each.says.test(message));
  return known ? `${known.reason} (${message})` : message;
}
