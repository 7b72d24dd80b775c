import { describe, expect, it } from 'vitest';
import type { FormContent } from '@plein/validation';
import { confirmationMail } from './notify-mail';

const content: FormContent = {
  title: { nl: 'Aanmelden', en: 'Sign up' },
  introduction: { nl: '', en: '' },
  confirmation: { nl: '', en: '' },
  fields: [],
};

describe('the confirmation mail to whoever filled in a form', () => {
  it('speaks to them as the form does, with "je", in Dutch (31.28)', () => {
    const mail = confirmationMail('anna@example.org', 'Plein', content, {}, 'https://x.test/r/1');
    const dutch = mail.text.split('\n---\n')[0] ?? '';
    expect(dutch).toContain('Je hebt het formulier "Aanmelden" op Plein ingevuld.');
    expect(dutch).toContain('Je ontvangstbewijs:');
    expect(dutch).not.toMatch(/\b(u|uw|U|Uw)\b/);
  });
});
