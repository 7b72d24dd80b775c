import type { FormAnswer, FormField } from '@plein/validation';
import { answersMany, answersOnOff, localized } from '@plein/validation';

/** Text made safe to put in HTML, as mail and published submissions show answers. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const yesNo: Record<'nl' | 'en', [string, string]> = { nl: ['ja', 'nee'], en: ['yes', 'no'] };

/**
 * An answer as a person reads it (option labels, yes/no), or null when the field was left empty.
 *
 * @example
 * answeredText(choiceField, 'park', 'nl'); // 'Park'
 */
export function answeredText(
  field: FormField,
  answer: FormAnswer | undefined,
  language: 'nl' | 'en',
): string | null {
  if (answersOnOff(field)) return yesNo[language][answer === true ? 0 : 1];
  const optionLabel = (value: string) => {
    const option = field.options.find((candidate) => candidate.value === value);
    return option ? localized(option.label, language) : value;
  };
  if (answersMany(field)) {
    const values = Array.isArray(answer) ? answer : [];
    return values.length > 0 ? values.map(optionLabel).join(', ') : null;
  }
  const text = typeof answer === 'string' ? answer.trim() : '';
  if (!text) return null;
  return field.type === 'choice' ? optionLabel(text) : text;
}

/** {@link answeredText}, with a dash for an empty answer (mails list every question). */
export const answerText = (
  field: FormField,
  answer: FormAnswer | undefined,
  language: 'nl' | 'en',
): string => answeredText(field, answer, language) ?? '—';
