import { localized } from '@plein/validation';
import type { FormAnswer, FormField } from '@plein/validation';
import { formatDate } from '../format-date';

/** Whether a field was left empty (a toggle that is off was answered: "no"). */
export function isEmptyAnswer(answer: FormAnswer | undefined): boolean {
  return answer === undefined || answer === '' || (Array.isArray(answer) && answer.length === 0);
}

/** The label of a choice's option in `language`, or the stored value when the option is gone. */
export function optionLabel(field: FormField, value: string, language: string): string {
  const option = field.options.find((candidate) => candidate.value === value);
  return option ? localized(option.label, language) || value : value;
}

/** The words of answers that are not text, in the reader's language. */
export interface AnswerWords {
  empty: string;
  yes: string;
  no: string;
  /** An uploaded image, where only text is shown (lists). */
  image: string;
}

/**
 * An answer as plain text (rendered as text, never as markup): choices by their options'
 * labels, on/off as yes/no, a date as people write it, an image as the word "image", an empty
 * answer as "not filled in". Shared by the receipt and the administrators' screens.
 *
 * @example
 * answerText(colourField, ['red', 'blue'], 'nl', words); // 'Rood, Blauw'
 */
export function answerText(
  field: FormField,
  answer: FormAnswer | undefined,
  language: string,
  words: AnswerWords,
): string {
  if (isEmptyAnswer(answer)) return words.empty;
  if (typeof answer === 'boolean') return answer ? words.yes : words.no;
  if (field.type === 'image') return words.image;
  const values = Array.isArray(answer) ? answer : [answer ?? ''];
  if (field.type === 'choice') {
    return values.map((value) => optionLabel(field, value, language)).join(', ');
  }
  if (field.type === 'date') return values.map((value) => dateText(value, language)).join(', ');
  return values.join(', ');
}

/**
 * A date answer (YYYY-MM-DD, a calendar day without a time zone) as the admin writes dates
 * ('20 nov 2026'); anything else as it was stored.
 */
function dateText(value: string, language: string): string {
  // Noon UTC is the same calendar day in the tenant's time zone.
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(`${value}T12:00:00Z`, language) : value;
}

/** The answer words of the `submission.answers` messages (common). */
export function answerWords(t: (key: string) => string): AnswerWords {
  return {
    empty: t('submission.answers.empty'),
    yes: t('submission.answers.yes'),
    no: t('submission.answers.no'),
    image: t('submission.answers.image'),
  };
}
