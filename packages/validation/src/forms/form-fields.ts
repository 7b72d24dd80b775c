import { maskPresets } from '../masks/mask';
import type { RuleMode } from './rules';

/** A text in both languages of the platform; `en` may be empty (Dutch is the fallback). */
export interface LocalizedText {
  nl: string;
  en: string;
}

/** The languages a form is written in. */
export type FormLanguage = keyof LocalizedText;

/** The text of `text` in `language`, Dutch when that is empty. */
export function localized(text: LocalizedText, language: string): string {
  return (language === 'en' && text.en.trim() ? text.en : text.nl) || text.en;
}

/**
 * The kinds of field a form can hold; `section` is a heading with help text, not an input. An
 * `image` field's answer is the guid of an image the visitor uploaded into the form (the image
 * service's `form` scope); the submission claims it.
 */
export const formFieldTypes = [
  'shortText',
  'longText',
  'email',
  'number',
  'date',
  'time',
  'choice',
  'toggle',
  'consent',
  'masked',
  'color',
  'image',
  'section',
] as const;

/** One of {@link formFieldTypes}. */
export type FormFieldType = (typeof formFieldTypes)[number];

/** How a choice field shows its options: one of radio buttons or a select, or checkboxes (many). */
export const choiceDisplays = ['radio', 'select', 'checkboxes'] as const;
export type ChoiceDisplay = (typeof choiceDisplays)[number];

/** The preset masks a masked field may use (spec section 5). */
export type FormMaskPreset = keyof typeof maskPresets;
export const formMaskPresets = Object.keys(maskPresets) as FormMaskPreset[];

/**
 * The custom rules an administrator can put on a field (spec section 5: custom rules that run on
 * change, on blur or on demand). They are data, not code, so the server runs exactly the same.
 * `minLength`/`maxLength` count characters of text; `min`/`max` bound a number; `earliest`/
 * `latest` bound a date (`YYYY-MM-DD`); `minChoices`/`maxChoices` count ticked checkboxes.
 */
export const formRuleKinds = [
  'minLength',
  'maxLength',
  'min',
  'max',
  'earliest',
  'latest',
  'minChoices',
  'maxChoices',
] as const;
export type FormRuleKind = (typeof formRuleKinds)[number];

/** A custom rule of a field: what it checks, when it runs and what it says when it fails. */
export interface FormFieldRule {
  kind: FormRuleKind;
  /** The bound: a number, or a date `YYYY-MM-DD` for `earliest`/`latest`. */
  value: string;
  /** When the rule runs in the browser; the server runs every rule. */
  when: RuleMode;
  /** Shown when the rule fails; empty means the generic message of the rule's kind. */
  message: LocalizedText;
}

/** One option of a choice field: the value stored and the label shown. */
export interface FormChoiceOption {
  value: string;
  label: LocalizedText;
}

/** One field of a form version. Properties that do not belong to its type are left empty. */
export interface FormField {
  /** Stable name of the answer: `a-z`, digits and `_`, unique within the form. */
  key: string;
  type: FormFieldType;
  label: LocalizedText;
  help: LocalizedText;
  required: boolean;
  /** Pre-filled value (text types; a choice's option value; `true` for toggles). */
  defaultValue: string;
  rules: FormFieldRule[];
  /** Choice fields: the options, in order. */
  options: FormChoiceOption[];
  /** Choice fields: how the options are shown. */
  display: ChoiceDisplay;
  /** Time fields: whether seconds are asked as well. */
  withSeconds: boolean;
  /** Masked fields: the preset mask. */
  mask: FormMaskPreset;
}

/** What a version of a form says: its title, texts and fields. Frozen once published. */
export interface FormContent {
  title: LocalizedText;
  /** Shown above the fields. */
  introduction: LocalizedText;
  /** Shown after a successful submission. */
  confirmation: LocalizedText;
  fields: FormField[];
}

/** An answer: text, the ticked options of checkboxes, or the state of a toggle or consent box. */
export type FormAnswer = string | string[] | boolean;

/** The answers of one submission, by field key. */
export type FormAnswers = Record<string, FormAnswer>;

/** Most fields one form may hold. */
export const maxFormFields = 100;
/** Most options one choice field may hold. */
export const maxFormOptions = 50;
/** Longest answer of a short text field, of a long text field. */
export const maxShortTextLength = 500;
export const maxLongTextLength = 10_000;
/** The shape of a field key. */
export const formFieldKeyPattern = /^[a-z][a-z0-9_]{0,39}$/;

/** A field of `type` with every property empty: the start of a new field in the builder. */
export function emptyFormField(type: FormFieldType, key: string): FormField {
  return {
    key,
    type,
    label: { nl: '', en: '' },
    help: { nl: '', en: '' },
    required: false,
    defaultValue: '',
    rules: [],
    options: [],
    display: 'radio',
    withSeconds: false,
    mask: 'phone',
  };
}

/** Whether a field of this type takes an answer (a section does not). */
export function takesAnswer(field: Pick<FormField, 'type'>): boolean {
  return field.type !== 'section';
}

/** Whether a field's answer is a list of option values (checkboxes). */
export function answersMany(field: Pick<FormField, 'type' | 'display'>): boolean {
  return field.type === 'choice' && field.display === 'checkboxes';
}

/** Whether a field's answer is on/off. */
export function answersOnOff(field: Pick<FormField, 'type'>): boolean {
  return field.type === 'toggle' || field.type === 'consent';
}

/** The answer a field starts with, from its default value. */
export function initialAnswer(field: FormField): FormAnswer {
  if (answersOnOff(field)) return field.defaultValue === 'true';
  if (answersMany(field)) return field.defaultValue ? [field.defaultValue] : [];
  return field.defaultValue;
}

/** The answers a form starts with. */
export function initialAnswers(fields: readonly FormField[]): FormAnswers {
  return Object.fromEntries(
    fields.filter(takesAnswer).map((field) => [field.key, initialAnswer(field)]),
  );
}

/**
 * The answers of a form posted without JavaScript (`application/x-www-form-urlencoded`, every
 * value a string, a checkbox present only when ticked), typed by the fields. Unknown names are
 * left out.
 *
 * @example
 * answersFromFormEntries(fields, [['topics', 'a'], ['topics', 'b'], ['agree', 'on']]);
 * // { topics: ['a', 'b'], agree: true, ... }
 */
export function answersFromFormEntries(
  fields: readonly FormField[],
  entries: Iterable<readonly [string, string]>,
): FormAnswers {
  const posted = new Map<string, string[]>();
  for (const [name, value] of entries) posted.set(name, [...(posted.get(name) ?? []), value]);
  const answers: FormAnswers = {};
  for (const field of fields.filter(takesAnswer)) {
    const values = posted.get(field.key) ?? [];
    if (answersOnOff(field)) answers[field.key] = values.length > 0;
    else if (answersMany(field)) answers[field.key] = values;
    else answers[field.key] = values[0] ?? '';
  }
  return answers;
}
