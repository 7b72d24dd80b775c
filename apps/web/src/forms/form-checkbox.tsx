import { useField } from 'formik';
import type { ReactNode } from 'react';
import { useId } from 'react';
import './form-checkbox.css';

/** Props of {@link FormCheckbox}. */
export interface FormCheckboxProps {
  /** The Formik field name: a boolean, or an array of strings when `value` is given. */
  name: string;
  label: ReactNode;
  /** For a group of checkboxes sharing one array field: this box's value. */
  value?: string;
  description?: ReactNode;
}

/**
 * A labelled checkbox bound to a Formik field.
 *
 * @example
 * <FormCheckbox name="isAdmin" label={t('users.isAdmin')} />
 */
export function FormCheckbox({ name, label, value, description }: FormCheckboxProps) {
  const id = useId();
  const [field] = useField({ name, type: 'checkbox', value });
  return (
    <div className="plein-form-checkbox">
      <input
        {...field}
        id={id}
        type="checkbox"
        className="plein-form-checkbox__control"
        aria-describedby={description ? `${id}-description` : undefined}
      />
      <label htmlFor={id} className="plein-form-checkbox__label">
        {label}
      </label>
      {description ? (
        <div id={`${id}-description`} className="plein-form-checkbox__description">
          {description}
        </div>
      ) : null}
    </div>
  );
}
