import { describe, expect, it } from 'vitest';
import { emptyFormField } from '@plein/validation';
import { answerText } from './answer-text';

const words = { empty: 'Niet ingevuld', yes: 'Ja', no: 'Nee', image: 'Afbeelding' };
const day = { ...emptyFormField('date', 'day'), label: { nl: 'Datum', en: 'Date' } };

describe('answerText', () => {
  it('shows a date answer as the admin writes dates, not as a raw ISO date', () => {
    expect(answerText(day, '2026-11-20', 'nl', words)).toBe('20 nov 2026');
    expect(answerText(day, '2026-01-01', 'en', words)).toBe('Jan 1, 2026');
  });

  it('keeps a date answer it cannot read as it was stored', () => {
    expect(answerText(day, '20-11-2026', 'nl', words)).toBe('20-11-2026');
  });
});
