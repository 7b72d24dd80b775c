import { useField } from 'formik';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localizedText, profileFieldLimits } from '@plein/api-client';
import { Checkbox, Select, TextArea } from '@plein/ui-kit';
import { FormRadioGroup } from '../../../forms/form-radio-group';
import { FormTextField } from '../../../forms/form-text-field';
import type { TenantField } from './tenant-fields';

/** The visible mark of a required field (the input itself carries `required`). */
export function RequiredMark() {
  return (
    <span className="plein-tenant-fields__required" aria-hidden="true">
      {' *'}
    </span>
  );
}

/** The field's error, an i18next key, once touched. */
function useFieldError(name: string): string | undefined {
  const { t } = useTranslation();
  const [, meta] = useField(name);
  return meta.touched && meta.error ? t(meta.error) : undefined;
}

/** A select, with an empty first choice unless a required field already has a value. */
function SelectControl({ field, name, label }: ControlProps) {
  const { t } = useTranslation();
  const [input] = useField<string>(name);
  const error = useFieldError(name);
  return (
    <Select
      {...input}
      label={label}
      value={input.value ?? ''}
      required={field.required}
      autoComplete={field.autocomplete}
      error={error}
      options={[
        { value: '', label: t('account.fields.choose') },
        ...field.options.map((option) => ({ value: option, label: option })),
      ]}
    />
  );
}

/** Radio buttons in a group whose legend is the field's label. */
function RadioControl({ field, name, label }: ControlProps) {
  return (
    <FormRadioGroup
      name={name}
      label={label}
      required={field.required}
      options={field.options.map((option) => ({ value: option, label: option }))}
    />
  );
}

/** One checkbox; a required one must be checked. */
function CheckboxControl({ field, name, label }: ControlProps) {
  const [input] = useField({ name, type: 'checkbox' });
  const error = useFieldError(name);
  return <Checkbox {...input} label={label} required={field.required} error={error} />;
}

/** A multi-line text field bound to Formik. */
function TextareaControl({ field, name, label }: ControlProps) {
  const [input] = useField<string>(name);
  const error = useFieldError(name);
  return (
    <TextArea
      {...input}
      label={label}
      value={input.value ?? ''}
      required={field.required}
      autoComplete={field.autocomplete}
      maxLength={profileFieldLimits.value}
      error={error}
    />
  );
}

interface ControlProps {
  field: TenantField;
  /** The Formik field name, e.g. `fields.phone`. */
  name: string;
  label: ReactNode;
}

const singleLine = {
  text: { type: 'text' },
  email: { type: 'email', inputMode: 'email' },
  tel: { type: 'tel', inputMode: 'tel' },
  url: { type: 'url', inputMode: 'url' },
  number: { type: 'number', step: 'any' },
  numericText: { type: 'text', inputMode: 'decimal' },
  date: { type: 'date' },
} as const;

/**
 * The input of one tenant field by its input type, bound to `fields.{key}` of the Formik form:
 * its label in the current language, a required mark, its `autocomplete` hint and its error.
 *
 * @example
 * <TenantFieldControl field={field} />
 */
export function TenantFieldControl({ field }: { field: TenantField }) {
  const { i18n } = useTranslation();
  const name = `fields.${field.key}`;
  const label = (
    <>
      {localizedText(field.label, i18n.language)}
      {field.required ? <RequiredMark /> : null}
    </>
  );
  const props = { field, name, label };
  switch (field.inputType) {
    case 'select':
      return <SelectControl {...props} />;
    case 'radio':
      return <RadioControl {...props} />;
    case 'checkbox':
      return <CheckboxControl {...props} />;
    case 'textarea':
      return <TextareaControl {...props} />;
    default: {
      const kind =
        field.inputType === 'text' && field.type === 'number'
          ? singleLine.numericText
          : singleLine[field.inputType];
      return (
        <FormTextField
          {...kind}
          name={name}
          label={label}
          required={field.required}
          autoComplete={field.autocomplete}
          maxLength={profileFieldLimits.value}
        />
      );
    }
  }
}
