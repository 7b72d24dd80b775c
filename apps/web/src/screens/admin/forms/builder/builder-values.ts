import { nanoid } from '@reduxjs/toolkit';
import { emptyFormField } from '@plein/validation';
import type {
  FormContent,
  FormField,
  FormFieldRule,
  FormFieldType,
  LocalizedText,
} from '@plein/validation';
import { suggestFieldKey } from './field-key';

/**
 * A field as the builder holds it: the field, a stable id for React and focus (fields move and
 * their keys change), and whether its key still follows its Dutch label.
 */
export interface BuilderField extends FormField {
  uid: string;
  keyFollowsLabel: boolean;
}

/** What the builder's content form holds: the draft, its fields with builder state. */
export interface BuilderValues extends Omit<FormContent, 'fields'> {
  fields: BuilderField[];
}

/** The builder's values of a draft; the keys of saved fields stay as they are. */
export function toBuilderValues(content: FormContent): BuilderValues {
  return {
    ...content,
    fields: content.fields.map((field) => ({ ...field, uid: nanoid(), keyFollowsLabel: false })),
  };
}

/**
 * A new field of `type` whose key follows its label (`veld`, `veld_2`, … while it has none).
 *
 * @example
 * newBuilderField('email', ['veld']).key; // 'veld_2'
 */
export function newBuilderField(type: FormFieldType, takenKeys: readonly string[]): BuilderField {
  return {
    ...emptyFormField(type, suggestFieldKey('', takenKeys)),
    uid: nanoid(),
    keyFollowsLabel: true,
  };
}

const text = ({ nl, en }: LocalizedText): LocalizedText => ({ nl: nl.trim(), en: en.trim() });

const rule = (value: FormFieldRule): FormFieldRule => ({
  kind: value.kind,
  value: value.value.trim(),
  when: value.when,
  message: text(value.message),
});

/**
 * One field as the API takes it: trimmed texts, and the properties that do not belong to its type
 * left empty (as {@link emptyFormField} has them), so switching a field's type leaves nothing behind.
 */
function toFormField(field: BuilderField): FormField {
  const blank = emptyFormField(field.type, field.key.trim());
  const isSection = field.type === 'section';
  const hasDefault = !isSection && field.type !== 'consent';
  return {
    ...blank,
    label: text(field.label),
    help: text(field.help),
    required: isSection ? false : field.required,
    defaultValue: hasDefault ? field.defaultValue.trim() : '',
    rules: isSection ? [] : field.rules.map(rule),
    ...(field.type === 'choice'
      ? {
          options: field.options.map((option) => ({
            value: option.value.trim(),
            label: text(option.label),
          })),
          display: field.display,
        }
      : {}),
    ...(field.type === 'time' ? { withSeconds: field.withSeconds } : {}),
    ...(field.type === 'masked' ? { mask: field.mask } : {}),
  };
}

/**
 * The draft the builder's values stand for, exactly as `PUT …/draft` takes it (and as
 * `formContentSchema` checks it): builder state left out, texts trimmed.
 */
export function toContent(values: BuilderValues): FormContent {
  return {
    title: text(values.title),
    introduction: text(values.introduction),
    confirmation: text(values.confirmation),
    fields: values.fields.map(toFormField),
  };
}
