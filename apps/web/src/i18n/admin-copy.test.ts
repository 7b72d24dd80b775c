import { describe, expect, it } from 'vitest';
import { createI18n, loadAdminMessages } from './i18n';

/** A task's message as the notifications show it (see createTaskRunner). */
async function taskMessage(language: 'nl' | 'en', key: string, subjectKey: string) {
  const i18n = createI18n(language);
  await loadAdminMessages(i18n);
  const t = i18n.getFixedT(language, 'admin');
  return t(key, { subject: t(subjectKey, { title: 'Contact' }), count: 1 });
}

describe('admin copy (issue 31.28)', () => {
  it('says in a grammatical sentence that a form’s settings were saved', async () => {
    expect(await taskMessage('nl', 'tasks.save.done', 'forms.settings.subject')).toBe(
      'Het formulier ‘Contact’ (instellingen) is opgeslagen.',
    );
    expect(await taskMessage('en', 'tasks.save.done', 'forms.settings.subject')).toBe(
      'The settings of ‘Contact’ saved.',
    );
  });

  it('counts the rows of a table as rows, not records', async () => {
    for (const [language, label] of [
      ['nl', 'Rijen per pagina'],
      ['en', 'Rows per page'],
    ] as const) {
      const i18n = createI18n(language);
      await loadAdminMessages(i18n);
      expect(i18n.getFixedT(language, 'admin')('table.rowsPerPage')).toBe(label);
    }
  });
});
