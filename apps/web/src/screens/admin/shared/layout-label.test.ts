import { describe, expect, it } from 'vitest';
import { pageLayoutNames } from '@plein/layouts';
import { createI18n, loadAdminMessages } from '../../../i18n/i18n';
import { layoutLabel } from './layout-label';

async function adminT(language: 'nl' | 'en') {
  const i18n = createI18n(language);
  await loadAdminMessages(i18n);
  return { i18n, t: i18n.getFixedT(language, 'admin') };
}

describe('layoutLabel', () => {
  it('names each layout the same in the new-page dialog and the editor: one set of messages', async () => {
    for (const [language, threeColumns] of [
      ['nl', 'Drie kolommen (25-50-25)'],
      ['en', 'Three columns (25-50-25)'],
    ] as const) {
      const { i18n, t } = await adminT(language);
      expect(layoutLabel(t, '25-50-25')).toBe(threeColumns);
      for (const layout of pageLayoutNames) {
        expect(layoutLabel(t, layout)).not.toBe(`layouts.${layout}`);
      }
      // No second set of layout names to drift apart from the first.
      expect(i18n.exists('editor.layouts.100', { ns: 'admin' })).toBe(false);
      expect(i18n.exists('pages.layouts.100', { ns: 'admin' })).toBe(false);
    }
  });
});
