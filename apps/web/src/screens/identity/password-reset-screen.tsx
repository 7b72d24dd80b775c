import { Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequestPasswordResetMutation } from '@plein/api-client';
import { Link, Notice, Stack } from '@plein/ui-kit';
import { FormLayout } from '../../forms/form-layout';
import { FormTextField } from '../../forms/form-text-field';
import { touchedFields, useFormOutcome } from '../../forms/use-form-outcome';
import { passwordResetRequestSchema } from '../../identity/schemas';
import { ScreenMain } from '../screen-main';

type Outcome = 'sent' | 'queued' | 'failed' | 'expired';

/**
 * Asks for a password-reset mail. The answer never tells whether the address has an account,
 * so the confirmation is the same for every address. Without JavaScript the web server sends
 * the form (`POST /reset-password`) and renders this page with the outcome.
 */
export function PasswordResetScreen() {
  const { t } = useTranslation();
  const [requestReset] = useRequestPasswordResetMutation();
  const posted = useFormOutcome('passwordReset');
  const [outcome, setOutcome] = useState<Outcome | null>(asOutcome(posted?.result));

  return (
    <ScreenMain title={t('passwordReset.title')}>
      <Stack gap={4}>
        <p>{t('passwordReset.intro')}</p>
        <Formik
          initialValues={{ email: posted?.values.email ?? '' }}
          initialErrors={posted?.fieldErrors}
          initialTouched={touchedFields(posted)}
          validationSchema={passwordResetRequestSchema}
          onSubmit={async (values) => {
            setOutcome(null);
            const result = await requestReset({ email: values.email.trim() });
            setOutcome(result.data?.mail ?? 'failed');
          }}
        >
          {() => (
            <FormLayout
              submitLabel={t('passwordReset.submit')}
              action="/reset-password"
              after={
                <p>
                  <Link href="/login">{t('passwordReset.backToLogin')}</Link>
                </p>
              }
            >
              {outcome === 'failed' || outcome === 'expired' ? (
                <Notice tone="error" role="alert">
                  <p>{t(outcome === 'failed' ? 'passwordReset.failed' : 'forms.expired')}</p>
                </Notice>
              ) : null}
              <div role="status">
                {outcome === 'sent' || outcome === 'queued' ? (
                  <Notice tone={outcome === 'sent' ? 'success' : 'info'}>
                    <p>{t(`passwordReset.${outcome}`)}</p>
                  </Notice>
                ) : null}
              </div>
              <FormTextField
                name="email"
                type="email"
                autoComplete="email"
                label={t('login.email')}
                required
              />
            </FormLayout>
          )}
        </Formik>
      </Stack>
    </ScreenMain>
  );
}

function asOutcome(result: string | null | undefined): Outcome | null {
  return result === 'sent' || result === 'queued' || result === 'failed' || result === 'expired'
    ? result
    : null;
}
