import { useField } from 'formik';
import { useId } from 'react';
import type { ReactNode, SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

/** One choice of a {@link FormSelect}. */
export interface SelectOption {
  value: string;
  label: string;
}

/** Props of {@link FormSelect}. */
export interface FormSelectProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'name' | 'value' | 'children'
> {
  /** The Formik field name. */
  name: string;
  label: ReactNode;
  options: readonly SelectOption[];
  description?: ReactNode;
}

/**
 * A labelled select bound to a Formik field, in the look of the ui-kit TextField; its error (an
 * i18next key) shows once touched.
 *
 * @example
 * <FormSelect name="layout" label={t('pages.layout')} options={layoutOptions} />
 */
export function FormSelect({ name, label, options, description, id, ...rest }: FormSelectProps) {
  const { t } = useTranslation();
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const [field, meta] = useField<string>(name);
  const error = meta.touched && meta.error ? t(meta.error) : undefined;
  const describedBy =
    [description ? `${fieldId}-description` : null, error ? `${fieldId}-error` : null]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <div className="plein-text-field">
      <label htmlFor={fieldId} className="plein-text-field__label">
        {label}
      </label>
      {description ? (
        <div id={`${fieldId}-description`} className="plein-text-field__description">
          {description}
        </div>
      ) : null}
      <select
        {...rest}
        {...field}
        id={fieldId}
        value={field.value ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="plein-text-field__control"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <div id={`${fieldId}-error`} className="plein-text-field__error">
          {error}
        </div>
      ) : null}
    </div>
  );
}
