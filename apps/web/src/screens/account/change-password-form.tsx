import { Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangePasswordMutation } from '@plein/api-client';
import { Notice } from '@plein/ui-kit';
import { FormLayout } from '../../forms/form-layout';
import { FormTextField } from '../../forms/form-text-field';
import { NewPasswordFields } from '../../forms/new-password-fields';
import { UnsavedFormGuard } from '../../forms/unsaved-form-guard';
import { errorCodeOf, errorStatusOf } from '../../identity/error-status';
import { weakPasswordCode, weakPasswordMessage } from '../../identity/password-problems';
import { passwordChangeSchema } from '../../identity/schemas';

/** A refusal shown above the fields (field problems show at their field). */
type Problem = 'tooMany' | 'failed';

const emptyValues = { currentPassword: '', password: '', passwordRepeat: '' };

/**
 * Changing the password with the current one. The API ends every other session of the user, so
 * the confirmation says so; a wrong current password and a new one too easy to guess show at
 * their fields.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const [changePassword] = useChangePasswordMutation();
  const [changed, setChanged] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  return (
    <Formik
      initialValues={emptyValues}
      validationSchema={passwordChangeSchema}
      onSubmit={async (values, helpers) => {
        setChanged(false);
        setProblem(null);
        const result = await changePassword({
          currentPassword: values.currentPassword,
          newPassword: values.password,
        });
        if (!result.error) {
          helpers.resetForm({ values: emptyValues });
          setChanged(true);
          return;
        }
        const code = errorCodeOf(result.error);
        if (code === 'wrong_password') {
          helpers.setFieldError('currentPassword', 'security.change.wrongPassword');
        } else if (code === weakPasswordCode) {
          helpers.setFieldError('password', weakPasswordMessage);
        } else {
          setProblem(errorStatusOf(result.error) === 429 ? 'tooMany' : 'failed');
        }
      }}
    >
      {() => (
        <FormLayout submitLabel={t('security.change.submit')}>
          <UnsavedFormGuard />
          <div role="status">
            {changed ? (
              <Notice tone="success">
                <p>{t('security.change.done')}</p>
              </Notice>
            ) : null}
          </div>
          {problem ? (
            <Notice tone="error" role="alert">
              <p>{t(`security.change.${problem}`)}</p>
            </Notice>
          ) : null}
          <FormTextField
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            label={t('security.change.currentPassword')}
            required
          />
          <NewPasswordFields />
        </FormLayout>
      )}
    </Formik>
  );
}
