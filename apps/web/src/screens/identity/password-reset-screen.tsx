import { Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequestPasswordResetMutation } from '@plein/api-client';
import { Link, Notice, Stack } from '@plein/ui-kit';
import { FormLayout } from '../../forms/form-layout';
import { FormTextField } from '../../forms/form-text-field';
import { passwordResetRequestSchema } from '../../identity/schemas';
import { ScreenMain } from '../screen-main';

/**
 * Asks for a password-reset mail. The answer never tells whether the address has an account,
 * so the confirmation is the same for every address.
 */
export function PasswordResetScreen() {
  const { t } = useTranslation();
  const [requestReset] = useRequestPasswordResetMutation();
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null);

  return (
    <ScreenMain title={t('passwordReset.title')}>
      <Stack gap={4}>
        <p>{t('passwordReset.intro')}</p>
        <Formik
          initialValues={{ email: '' }}
          validationSchema={passwordResetRequestSchema}
          onSubmit={async (values) => {
            setOutcome(null);
            const result = await requestReset({ email: values.email.trim() });
            setOutcome(result.error ? 'failed' : 'sent');
          }}
        >
          {() => (
            <FormLayout
              submitLabel={t('passwordReset.submit')}
              after={
                <p>
                  <Link href="/login">{t('passwordReset.backToLogin')}</Link>
                </p>
              }
            >
              {outcome === 'failed' ? (
                <Notice tone="error" role="alert">
                  <p>{t('passwordReset.failed')}</p>
                </Notice>
              ) : null}
              <div role="status">
                {outcome === 'sent' ? (
                  <Notice tone="success">
                    <p>{t('passwordReset.sent')}</p>
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
