const guidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value is a guid (an uploaded image's id rather than a URL). */
export function isGuid(value: string): boolean {
  return guidPattern.test(value);
}
