/**
 * Removes the characters `\ / : * ? " < > |` and `'` from a file name (spec section 5), so it is
 * safe on every common file system and in a Content-Disposition header.
 *
 * @example
 * sanitizeFileName('report: "Q1"/2024?.pdf'); // 'report Q12024.pdf'
 */
export function sanitizeFileName(name: string): string {
  return name.replace(/[\\/:*?"<>|']/g, '');
}
