import { useTranslation } from 'react-i18next';
import { formErrorValues } from '../identity/schemas';
import { FormTextField } from './form-text-field';

/**
 * The new password, twice, with the length rule as help text (password reset, invitation and
 * the password change on account/security). The Formik fields are `password` and
 * `passwordRepeat`.
 *
 * @example
 * <Formik initialValues={{ password: '', passwordRepeat: '' }} ...><NewPasswordFields /></Formik>
 */
export function NewPasswordFields({ required = true }: { required?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <FormTextField
        name="password"
        type="password"
        autoComplete="new-password"
        label={t('passwordReset.password')}
        description={t('passwordReset.passwordHelp', formErrorValues)}
        required={required}
      />
      <FormTextField
        name="passwordRepeat"
        type="password"
        autoComplete="new-password"
        label={t('passwordReset.passwordRepeat')}
        required={required}
      />
    </>
  );
}
