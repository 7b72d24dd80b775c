import { Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useConfirmPasswordResetMutation } from '@plein/api-client';
import { Link, Notice } from '@plein/ui-kit';
import { FormLayout } from '../../forms/form-layout';
import { NewPasswordFields } from '../../forms/new-password-fields';
import { touchedFields, useFormOutcome } from '../../forms/use-form-outcome';
import { errorCodeOf, errorStatusOf } from '../../identity/error-status';
import { weakPasswordCode, weakPasswordMessage } from '../../identity/password-problems';
import { newPasswordSchema } from '../../identity/schemas';
import { ScreenMain } from '../screen-main';

type Outcome = 'done' | 'invalid' | 'failed' | 'expired';

/**
 * Choosing a new password with the code from the reset mail (`/reset-password/{code}`). Without
 * JavaScript the web server sends the form (`POST` to this page) and renders it with the outcome.
 */
export function PasswordResetConfirmScreen() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const [confirmReset] = useConfirmPasswordResetMutation();
  const posted = useFormOutcome('passwordResetConfirm');
  const [outcome, setOutcome] = useState<Outcome | null>(asOutcome(posted?.result));

  if (outcome === 'done') {
    return (
      <ScreenMain title={t('passwordReset.newTitle')}>
        <Notice tone="success" role="status" title={t('passwordReset.doneTitle')}>
          <p>{t('passwordReset.done')}</p>
          <p>
            <Link href="/login">{t('login.submit')}</Link>
          </p>
        </Notice>
      </ScreenMain>
    );
  }
  return (
    <ScreenMain title={t('passwordReset.newTitle')}>
      <Formik
        initialValues={{ password: '', passwordRepeat: '' }}
        initialErrors={posted?.fieldErrors}
        initialTouched={touchedFields(posted)}
        validationSchema={newPasswordSchema}
        onSubmit={async (values, helpers) => {
          setOutcome(null);
          const result = await confirmReset({ code, password: values.password });
          if (!result.error) setOutcome('done');
          // The code stays valid after a refused password: the owner tries a stronger one.
          else if (errorCodeOf(result.error) === weakPasswordCode) {
            helpers.setFieldError('password', weakPasswordMessage);
          } else setOutcome(errorStatusOf(result.error) === 400 ? 'invalid' : 'failed');
        }}
      >
        {() => (
          <FormLayout
            submitLabel={t('passwordReset.save')}
            action={`/reset-password/${encodeURIComponent(code)}`}
          >
            {outcome ? (
              <Notice tone="error" role="alert">
                <p>{t(outcome === 'expired' ? 'forms.expired' : `passwordReset.${outcome}`)}</p>
                {outcome === 'invalid' ? (
                  <p>
                    <Link href="/reset-password">{t('passwordReset.requestAgain')}</Link>
                  </p>
                ) : null}
              </Notice>
            ) : null}
            <NewPasswordFields />
          </FormLayout>
        )}
      </Formik>
    </ScreenMain>
  );
}

function asOutcome(result: string | null | undefined): Outcome | null {
  return result === 'done' || result === 'invalid' || result === 'failed' || result === 'expired'
    ? result
    : null;
}
