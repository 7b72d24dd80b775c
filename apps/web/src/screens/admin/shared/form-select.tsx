import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { Select } from '@plein/ui-kit';
import type { SelectProps } from '@plein/ui-kit';

/** Props of {@link FormSelect}. */
export interface FormSelectProps extends Omit<
  SelectProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> {
  /** The Formik field name. */
  name: string;
}

/**
 * A ui-kit Select bound to a Formik field; its error (an i18next key) shows once touched.
 *
 * @example
 * <FormSelect name="layout" label={t('pages.layout')} options={layoutOptions} />
 */
export function FormSelect({ name, ...rest }: FormSelectProps) {
  const { t } = useTranslation();
  const [field, meta] = useField<string>(name);
  const error = meta.touched && meta.error ? t(meta.error) : undefined;
  return <Select {...rest} {...field} value={field.value ?? ''} error={error} />;
}
