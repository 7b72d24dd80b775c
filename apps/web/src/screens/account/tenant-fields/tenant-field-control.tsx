import { useField } from 'formik';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localizedText, profileFieldLimits } from '@plein/api-client';
import { TextField } from '@plein/ui-kit';
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

/** The error and describedby wiring of a control that is not a ui-kit TextField. */
function useControlError(name: string) {
  const { t } = useTranslation();
  const id = useId();
  const [, meta] = useField(name);
  const error = meta.touched && meta.error ? t(meta.error) : undefined;
  return { id, error, errorId: error ? `${id}-error` : undefined };
}

function ErrorText({ id, error }: { id: string | undefined; error: string | undefined }) {
  return error ? (
    <div id={id} className="plein-text-field__error">
      {error}
    </div>
  ) : null;
}

/** A select, with an empty first choice unless a required field already has a value. */
function SelectControl({ field, name, label }: ControlProps) {
  const { t } = useTranslation();
  const [input] = useField<string>(name);
  const { id, error, errorId } = useControlError(name);
  return (
    <div className="plein-text-field">
      <label htmlFor={id} className="plein-text-field__label">
        {label}
      </label>
      <select
        {...input}
        id={id}
        required={field.required}
        autoComplete={field.autocomplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        className="plein-text-field__control"
      >
        <option value="">{t('account.fields.choose')}</option>
        {field.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <ErrorText id={errorId} error={error} />
    </div>
  );
}

/** Radio buttons in a group whose legend is the field's label. */
function RadioControl({ field, name, label }: ControlProps) {
  const [input] = useField<string>(name);
  const { id, error, errorId } = useControlError(name);
  return (
    <fieldset className="plein-tenant-fields__choices" aria-describedby={errorId}>
      <legend className="plein-text-field__label">{label}</legend>
      {field.options.map((option, index) => (
        <div key={option} className="plein-form-checkbox">
          <input
            type="radio"
            id={`${id}-${index}`}
            name={input.name}
            value={option}
            checked={input.value === option}
            onChange={input.onChange}
            onBlur={input.onBlur}
            required={field.required}
            aria-invalid={error ? true : undefined}
            className="plein-form-checkbox__control"
          />
          <label htmlFor={`${id}-${index}`} className="plein-form-checkbox__label">
            {option}
          </label>
        </div>
      ))}
      <ErrorText id={errorId} error={error} />
    </fieldset>
  );
}

/** One checkbox; a required one must be checked. */
function CheckboxControl({ field, name, label }: ControlProps) {
  const [input] = useField({ name, type: 'checkbox' });
  const { id, error, errorId } = useControlError(name);
  return (
    <div className="plein-form-checkbox">
      <input
        {...input}
        id={id}
        type="checkbox"
        required={field.required}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        className="plein-form-checkbox__control"
      />
      <label htmlFor={id} className="plein-form-checkbox__label">
        {label}
      </label>
      {error ? (
        <div id={errorId} className="plein-text-field__error plein-tenant-fields__checkbox-error">
          {error}
        </div>
      ) : null}
    </div>
  );
}

/** A multi-line text field bound to Formik. */
function TextareaControl({ field, name, label }: ControlProps) {
  const { t } = useTranslation();
  const [input, meta] = useField<string>(name);
  return (
    <TextField
      {...input}
      multiline
      label={label}
      value={input.value ?? ''}
      required={field.required}
      autoComplete={field.autocomplete}
      maxLength={profileFieldLimits.value}
      error={meta.touched && meta.error ? t(meta.error) : undefined}
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
