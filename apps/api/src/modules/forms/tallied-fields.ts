import type { FormContent, FormField } from '@plein/validation';
import { answersMany, answersOnOff, takesAnswer } from '@plein/validation';

/**
 * A field as the database tallies it (decision 0012): how its answer is stored (`text`, a `list`
 * of ticked options, or `onOff`) and what is counted beyond how many answered it; `options` are
 * the values counted (`'true'`, `'false'` for on/off). A version stores the list of its fields
 * when it is published, and the triggers on `form_submissions` read it, so this is the one place
 * that decides how an answer is counted.
 */
export interface TalliedField {
  key: string;
  stored: 'text' | 'list' | 'onOff';
  counted: 'options' | 'numbers' | 'dates' | 'none';
  options: readonly string[];
}

/** The values a toggle or consent box is counted by. */
export const onOffValues = ['true', 'false'] as const;

/** How the tallies read a field that takes an answer. */
export function talliedFieldOf(field: FormField): TalliedField {
  const stored = answersOnOff(field) ? 'onOff' : answersMany(field) ? 'list' : 'text';
  if (answersOnOff(field)) {
    return { key: field.key, stored, counted: 'options', options: onOffValues };
  }
  if (field.type === 'choice') {
    const options = field.options.map((option) => option.value);
    return { key: field.key, stored, counted: 'options', options };
  }
  const counted = field.type === 'number' ? 'numbers' : field.type === 'date' ? 'dates' : 'none';
  return { key: field.key, stored, counted, options: [] };
}

/** The tallied fields of a version's content: every field that takes an answer. */
export const talliedFieldsOf = (content: FormContent): TalliedField[] =>
  content.fields.filter(takesAnswer).map(talliedFieldOf);
