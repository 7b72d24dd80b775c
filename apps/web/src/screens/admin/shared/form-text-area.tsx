import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { TextArea } from '@plein/ui-kit';
import type { TextAreaProps } from '@plein/ui-kit';

/** Props of {@link FormTextArea}. */
export interface FormTextAreaProps extends Omit<
  TextAreaProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> {
  /** The Formik field name. */
  name: string;
}

/**
 * A ui-kit TextArea (6 rows unless `rows` says otherwise) bound to a Formik field; its error (an
 * i18next key) shows once touched (the multi-line sibling of FormTextField).
 *
 * @example
 * <FormTextArea name="platformDescription" rows={3} label={t('settings.description')} />
 */
export function FormTextArea({ name, ...rest }: FormTextAreaProps) {
  const { t } = useTranslation();
  const [field, meta] = useField<string>(name);
  const error = meta.touched && meta.error ? t(meta.error) : undefined;
  return <TextArea {...rest} {...field} value={field.value ?? ''} error={error} />;
}
