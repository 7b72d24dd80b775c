import { useField } from 'formik';
import { Checkbox } from '@plein/ui-kit';
import type { CheckboxProps } from '@plein/ui-kit';

/** Props of {@link FormCheckbox}. */
export interface FormCheckboxProps extends Omit<
  CheckboxProps,
  'name' | 'value' | 'checked' | 'onChange' | 'onBlur'
> {
  /** The Formik field name: a boolean, or an array of strings when `value` is given. */
  name: string;
  /** For a group of checkboxes sharing one array field: this box's value. */
  value?: string;
}

/**
 * A ui-kit Checkbox bound to a Formik field.
 *
 * @example
 * <FormCheckbox name="isAdmin" label={t('users.flags.isAdmin')} />
 */
export function FormCheckbox({ name, value, ...rest }: FormCheckboxProps) {
  const [field] = useField({ name, type: 'checkbox', value });
  return <Checkbox {...rest} {...field} />;
}
