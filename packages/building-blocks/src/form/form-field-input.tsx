import { TextField } from '@plein/ui-kit';
import { applyMask, answersMany, localized, maskPresets } from '@plein/validation';
import type { FormAnswer, FormField } from '@plein/validation';
import type { ReactNode } from 'react';
import type { Translate } from '../registry/registry';
import { formTranslationKeys as keys } from './form-content';
import { FormImageInput } from './form-image-input';
import type { FormImageUploadResult } from './form-services';

/** Props of {@link FormFieldInput}. */
export interface FormFieldInputProps {
  field: FormField;
  /** The id of the field's control (or group), unique on the page. */
  id: string;
  value: FormAnswer;
  /** The problem shown at the field, already in words; null when there is none. */
  problem: string | null;
  language: string;
  t: Translate;
  onChange: (value: FormAnswer) => void;
  onBlur: () => void;
  /** Uploads an image field's file at once (with the script). */
  uploadImage?: (
    file: File,
    onProgress: (percent: number) => void,
  ) => Promise<FormImageUploadResult>;
}

/**
 * One field of a form, as a native control named by the field's key, so that the form also posts
 * without JavaScript: text-like types in a labelled TextField, choices as radio buttons, a select
 * or checkboxes in a fieldset, toggles and consent as a checkbox, an image as a file input
 * (see {@link FormImageInput}), a section as a heading.
 */
export function FormFieldInput(props: FormFieldInputProps) {
  const { field, id, value, problem, language, t, onChange, onBlur } = props;
  const label = localized(field.label, language);
  const help = localized(field.help, language);
  const text = typeof value === 'string' ? value : '';

  if (field.type === 'section') {
    return (
      <div className="plein-form__section">
        <h3 className="plein-form__section-title">{label}</h3>
        {help ? <p className="plein-form__help">{help}</p> : null}
      </div>
    );
  }

  const marked = (
    <>
      {label}
      {field.required ? <span className="plein-form__required"> ({t(keys.required)})</span> : null}
    </>
  );
  const common = { name: field.key, required: field.required, onBlur };

  if (field.type === 'image') {
    return (
      <FormImageInput
        name={field.key}
        id={id}
        label={marked}
        help={help}
        value={text}
        problem={problem}
        t={t}
        upload={props.uploadImage}
        onChange={onChange}
        onBlur={onBlur}
      />
    );
  }

  if (field.type === 'choice' && field.display !== 'select') {
    const many = answersMany(field);
    const chosen = Array.isArray(value) ? value : [text];
    return (
      <Group id={id} legend={marked} help={help} problem={problem}>
        {field.options.map((option, index) => (
          <label key={option.value} className="plein-form__option">
            <input
              {...common}
              id={index === 0 ? id : undefined}
              required={field.required && !many}
              type={many ? 'checkbox' : 'radio'}
              aria-invalid={problem ? true : undefined}
              value={option.value}
              checked={chosen.includes(option.value)}
              onChange={(event) =>
                onChange(
                  many
                    ? event.target.checked
                      ? [...chosen, option.value]
                      : chosen.filter((v) => v !== option.value)
                    : option.value,
                )
              }
            />
            <span>{localized(option.label, language)}</span>
          </label>
        ))}
      </Group>
    );
  }

  if (field.type === 'toggle' || field.type === 'consent') {
    return (
      <Group id={id} help={help} problem={problem} single>
        <label className="plein-form__option">
          <input
            {...common}
            id={id}
            type="checkbox"
            role={field.type === 'toggle' ? 'switch' : undefined}
            value="on"
            checked={value === true}
            aria-invalid={problem ? true : undefined}
            aria-describedby={describedBy(id, help, problem)}
            onChange={(event) => onChange(event.target.checked)}
          />
          <span>{marked}</span>
        </label>
      </Group>
    );
  }

  if (field.type === 'choice') {
    return (
      <div className="plein-text-field">
        <label htmlFor={id} className="plein-text-field__label">
          {marked}
        </label>
        {help ? (
          <div id={`${id}-description`} className="plein-text-field__description">
            {help}
          </div>
        ) : null}
        <select
          {...common}
          id={id}
          className="plein-text-field__control"
          value={text}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy(id, help, problem)}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{t(keys.chooseOption)}</option>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {localized(option.label, language)}
            </option>
          ))}
        </select>
        {problem ? (
          <div id={`${id}-error`} className="plein-text-field__error">
            {problem}
          </div>
        ) : null}
      </div>
    );
  }

  const mask = field.type === 'masked' ? maskPresets[field.mask] : null;
  const hint = [
    help,
    mask ? `${t(keys.maskHint)} ${applyMask(mask, '')}` : '',
    field.type === 'color' ? t(keys.colorHint) : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <TextField
      {...common}
      id={id}
      label={marked}
      description={hint || undefined}
      error={problem ?? undefined}
      value={text}
      multiline={field.type === 'longText' ? true : undefined}
      {...inputAttributes(field)}
      onValueChange={(next) => onChange(next)}
      onBlur={() => {
        // A masked value is written into its mask when the visitor leaves the field.
        if (mask && text) onChange(applyMask(mask, text));
        onBlur();
      }}
    />
  );
}

/** The native input type and hints of a text-like field. */
function inputAttributes(field: FormField): Record<string, string | number> {
  switch (field.type) {
    case 'email':
      return { type: 'email', autoComplete: 'email' };
    case 'number':
      return { inputMode: 'decimal' };
    case 'date':
      return { type: 'date' };
    case 'time':
      return field.withSeconds ? { type: 'time', step: 1 } : { type: 'time' };
    case 'masked':
      return { inputMode: /^[#\W]+$/.test(maskPresets[field.mask]) ? 'numeric' : 'text' };
    case 'shortText':
      return { maxLength: 500 };
    default:
      return {};
  }
}

const describedBy = (id: string, help: string, problem: string | null) =>
  [help ? `${id}-description` : '', problem ? `${id}-error` : ''].filter(Boolean).join(' ') ||
  undefined;

/** A fieldset of options (or one checkbox) with its help and problem. */
function Group(props: {
  id: string;
  legend?: ReactNode;
  help: string;
  problem: string | null;
  single?: boolean;
  children: ReactNode;
}) {
  const { id, legend, help, problem, single, children } = props;
  const content = (
    <>
      {help ? (
        <div id={`${id}-description`} className="plein-text-field__description">
          {help}
        </div>
      ) : null}
      {children}
      {problem ? (
        <div id={`${id}-error`} className="plein-text-field__error">
          {problem}
        </div>
      ) : null}
    </>
  );
  if (single) return <div className="plein-form__group">{content}</div>;
  return (
    <fieldset className="plein-form__group" aria-describedby={describedBy(id, help, problem)}>
      <legend className="plein-text-field__label">{legend}</legend>
      {content}
    </fieldset>
  );
}
