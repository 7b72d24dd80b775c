import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { TextField } from '@plein/ui-kit';
import type { TextAreaFieldProps } from '@plein/ui-kit';

/** Props of {@link FormTextArea}. */
export interface FormTextAreaProps extends Omit<
  TextAreaFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'multiline'
> {
  /** The Formik field name. */
  name: string;
}

/**
 * A multi-line ui-kit TextField bound to a Formik field; its error (an i18next key) shows once
 * touched (the multi-line sibling of FormTextField).
 *
 * @example
 * <FormTextArea name="platformDescription" rows={3} label={t('settings.description')} />
 */
export function FormTextArea({ name, ...rest }: FormTextAreaProps) {
  const { t } = useTranslation();
  const [field, meta] = useField<string>(name);
  const error = meta.touched && meta.error ? t(meta.error) : undefined;
  return <TextField {...rest} {...field} multiline value={field.value ?? ''} error={error} />;
}
