import type { FormField, FormFieldType, FormRuleKind } from '@plein/validation';

/**
 * The custom rules that make sense for a field: lengths of text, bounds of a number or a date,
 * counts of ticked checkboxes. Other types take none.
 *
 * @example
 * ruleKindsFor({ type: 'number', display: 'radio' }); // ['min', 'max']
 */
export function ruleKindsFor(field: Pick<FormField, 'type' | 'display'>): FormRuleKind[] {
  switch (field.type) {
    case 'shortText':
    case 'longText':
    case 'email':
    case 'masked':
      return ['minLength', 'maxLength'];
    case 'number':
      return ['min', 'max'];
    case 'date':
      return ['earliest', 'latest'];
    case 'choice':
      return field.display === 'checkboxes' ? ['minChoices', 'maxChoices'] : [];
    default:
      return [];
  }
}

/** Whether a rule's bound is a date (`YYYY-MM-DD`) rather than a number. */
export function isDateRule(kind: FormRuleKind): boolean {
  return kind === 'earliest' || kind === 'latest';
}

/** Types whose default value is typed as text (choices pick an option, toggles tick a box). */
const textDefaults: ReadonlySet<FormFieldType> = new Set([
  'shortText',
  'longText',
  'email',
  'number',
  'date',
  'time',
  'color',
  'masked',
]);

/** Whether a field of this type has a default value typed as text. */
export function hasTextDefault(type: FormFieldType): boolean {
  return textDefaults.has(type);
}

/** Whether a field of this type can be required (a section asks nothing; a toggle is on or off). */
export function canBeRequired(type: FormFieldType): boolean {
  return type !== 'section' && type !== 'toggle';
}
