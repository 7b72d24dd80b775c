import { describe, expect, it } from 'vitest';
import type { PageSummary } from '@plein/api-client';
import { createI18n, loadAdminMessages } from '../../../i18n/i18n';
import type { Language } from '../../../i18n/i18n';
import type { BulkOutcome } from './bulk-actions';
import { bulkSummary } from './bulk-summary';

const page = (title: string) => ({ title }) as PageSummary;

async function summaryIn(language: Language, outcome: BulkOutcome) {
  const i18n = createI18n(language);
  await loadAdminMessages(i18n);
  const t = i18n.getFixedT(language, 'admin');
  return bulkSummary((key, values) => t(key, values), outcome);
}

const outcome: BulkOutcome = {
  action: 'publish',
  succeeded: [page('Een'), page('Twee')],
  skipped: [page('Drie')],
  failed: [
    { page: page('Vier'), reason: 'notReady' },
    { page: page('Vijf'), reason: 'forbidden' },
  ],
};

describe('the summary of a bulk action', () => {
  it('counts what worked and what was left alone, and names each failure with its reason', async () => {
    expect(await summaryIn('nl', outcome)).toBe(
      "2 pagina's gepubliceerd. 1 pagina was al gepubliceerd, zonder wijzigingen. " +
        'Niet gelukt (2): ‘Vier’ (de controles voor publiceren vinden fouten; los ze op in de ' +
        'editor); ‘Vijf’ (u mag dit niet bij deze pagina).',
    );
    expect(await summaryIn('en', outcome)).toBe(
      '2 pages published. 1 page was already published, without changes. ' +
        'Failed (2): “Vier” (the checks before publishing find errors; fix them in the editor); ' +
        '“Vijf” (you may not do this to this page).',
    );
  });

  it('says only what happened', async () => {
    expect(
      await summaryIn('nl', {
        action: 'delete',
        succeeded: [page('Een')],
        skipped: [],
        failed: [],
      }),
    ).toBe('1 pagina naar de prullenbak verplaatst.');
  });
});
