import { getIn, useFormikContext } from 'formik';
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
