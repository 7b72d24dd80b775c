import { useField, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { RadioGroup } from '@plein/ui-kit';
import type { RadioGroupProps } from '@plein/ui-kit';

/** Props of {@link FormRadioGroup}. */
export interface FormRadioGroupProps extends Omit<
  RadioGroupProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'
> {
  /** The Formik field name. */
  name: string;
}

/**
 * A ui-kit RadioGroup bound to a Formik field; its error (an i18next key) shows once a radio
 * was left or the form was submitted.
 *
 * @example
 * <FormRadioGroup name="kind" label={t('menuEditor.fields.kind')} options={kindOptions} />
 */
export function FormRadioGroup({ name, ...rest }: FormRadioGroupProps) {
  const { t } = useTranslation();
  const { submitCount } = useFormikContext();
  const [field, meta] = useField<string>(name);
  const shown = meta.touched || submitCount > 0;
  return (
    <RadioGroup
      {...rest}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={shown && meta.error ? t(meta.error) : undefined}
    />
  );
}
