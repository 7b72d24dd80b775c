import { getIn, useField, useFormikContext } from 'formik';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The error of a group of inputs (radio buttons, checkboxes, a list), an i18next key at `name`
 * in Formik's errors, once the form was submitted or a field of the group was touched.
 */
export function useGroupError(name: string): string | undefined {
  const { t } = useTranslation();
  const { errors, touched, submitCount } = useFormikContext();
  const error = getIn(errors, name) as unknown;
  const shown = submitCount > 0 || Boolean(getIn(touched, name));
  return shown && typeof error === 'string' ? t(error) : undefined;
}

/**
 * A fieldset with a legend around related inputs, with an optional description and the group's
 * error (at `errorName` in Formik's errors), both linked to the fieldset by `aria-describedby`.
 * Screen readers announce the description and the error when focus enters the group.
 *
 * @example
 * <FormGroup legend={t('forms.settings.actions')} errorName="actions">…checkboxes…</FormGroup>
 */
export function FormGroup({
  legend,
  description,
  errorName,
  className,
  children,
}: {
  legend: ReactNode;
  description?: ReactNode;
  errorName?: string;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  const error = useGroupError(errorName ?? '');
  const shownError = errorName ? error : undefined;
  const describedBy =
    [description ? `${id}-description` : null, shownError ? `${id}-error` : null]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <fieldset
      className={['plein-form-group', className].filter(Boolean).join(' ')}
      aria-describedby={describedBy}
    >
      <legend>{legend}</legend>
      {description ? (
        <p id={`${id}-description`} className="plein-form-group__description">
          {description}
        </p>
      ) : null}
      {children}
      {shownError ? (
        <p id={`${id}-error`} className="plein-text-field__error">
          {shownError}
        </p>
      ) : null}
    </fieldset>
  );
}

/** One choice of a {@link FormRadioGroup}. */
export interface RadioChoice {
  value: string;
  label: string;
  description?: string;
}

/**
 * Radio buttons bound to one Formik field, in a fieldset with a legend; the group's error shows
 * below them and is linked to every radio button.
 *
 * @example
 * <FormRadioGroup name="openMode" legend={t('forms.settings.openMode')} choices={…} />
 */
export function FormRadioGroup({
  name,
  legend,
  description,
  choices,
}: {
  name: string;
  legend: ReactNode;
  description?: ReactNode;
  choices: readonly RadioChoice[];
}) {
  const id = useId();
  const [field] = useField<string>(name);
  const error = useGroupError(name);
  return (
    <FormGroup legend={legend} description={description} errorName={name}>
      <div className="plein-form-group__choices">
        {choices.map((choice) => (
          <div key={choice.value} className="plein-form-checkbox">
            <input
              type="radio"
              id={`${id}-${choice.value}`}
              name={field.name}
              value={choice.value}
              checked={field.value === choice.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              aria-invalid={error ? true : undefined}
              aria-describedby={
                choice.description ? `${id}-${choice.value}-description` : undefined
              }
              className="plein-form-checkbox__control"
            />
            <label htmlFor={`${id}-${choice.value}`} className="plein-form-checkbox__label">
              {choice.label}
            </label>
            {choice.description ? (
              <div
                id={`${id}-${choice.value}-description`}
                className="plein-form-checkbox__description"
              >
                {choice.description}
              </div>
            ) : null}
          </div>
        ))}
      </div>
    </FormGroup>
  );
}
