import type { PageLayoutName } from '@plein/api-client';

/**
 * The name of a page layout as every admin screen shows it (the new-page dialog, the pages
 * filter, the editor and its history): one set of messages, `layouts.{name}` (admin).
 *
 * @example
 * layoutLabel(t, '25-50-25'); // 'Drie kolommen (25-50-25)'
 */
export function layoutLabel(t: (key: string) => string, layout: PageLayoutName): string {
  return t(`layouts.${layout}`);
}
