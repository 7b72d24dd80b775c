import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { TextField } from '@plein/ui-kit';
import type { TextInputFieldProps } from '@plein/ui-kit';
import { formErrorValues } from '../identity/schemas';

/** Props of {@link FormTextField}. */
export interface FormTextFieldProps extends Omit<
  TextInputFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> {
  /** The Formik field name. */
  name: string;
}

/**
 * A ui-kit TextField bound to a Formik field; its error (an i18next key) shows once touched.
 *
 * @example
 * <FormTextField name="email" type="email" autoComplete="email" label={t('login.email')} />
 */
export function FormTextField({ name, ...rest }: FormTextFieldProps) {
  const { t } = useTranslation();
  const [field, meta] = useField<string | number>(name);
  const error = meta.touched && meta.error ? t(meta.error, formErrorValues) : undefined;
  return <TextField {...rest} {...field} value={field.value ?? ''} error={error} />;
}
