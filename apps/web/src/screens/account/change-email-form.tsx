import { Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequestEmailChangeMutation } from '@plein/api-client';
import type { MailDelivery } from '@plein/api-client';
import { Notice } from '@plein/ui-kit';
import { FormLayout } from '../../forms/form-layout';
import { FormTextField } from '../../forms/form-text-field';
import { UnsavedFormGuard } from '../../forms/unsaved-form-guard';
import { errorCodeOf } from '../../identity/error-status';
import { emailChangeSchema } from '../../identity/schemas';

/** A refusal shown above the fields (field problems show at their field). */
type Problem = 'tooSoon' | 'tooMany' | 'failed';

/** Where each refusal of the API shows: at a field, or above the form. */
const fieldProblems: Record<string, ['newEmail' | 'currentPassword', string]> = {
  wrong_password: ['currentPassword', 'security.changeEmail.wrongPassword'],
  same_email: ['newEmail', 'security.changeEmail.sameEmail'],
  email_taken: ['newEmail', 'security.changeEmail.taken'],
};
const formProblems: Record<string, Problem> = {
  too_soon: 'tooSoon',
  too_many_requests: 'tooMany',
  too_many_attempts: 'tooMany',
};

const emptyValues = { newEmail: '', currentPassword: '' };

/**
 * Changing the e-mail address with the current password. The API mails a link to the new
 * address; the account keeps its address until that link is opened, which the confirmation says
 * (and that the mail only waits in the outbox when the site has no mail server).
 */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation();
  const [requestChange] = useRequestEmailChangeMutation();
  const [sent, setSent] = useState<{ email: string; mail: MailDelivery } | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);

  return (
    <Formik
      initialValues={emptyValues}
      validationSchema={emailChangeSchema}
      onSubmit={async (values, helpers) => {
        setSent(null);
        setProblem(null);
        const newEmail = values.newEmail.trim();
        const result = await requestChange({
          newEmail,
          currentPassword: values.currentPassword,
        });
        if (result.data) {
          helpers.resetForm({ values: emptyValues });
          setSent({ email: newEmail, mail: result.data.mail });
          return;
        }
        const code = errorCodeOf(result.error) ?? '';
        const atField = fieldProblems[code];
        if (atField) helpers.setFieldError(...atField);
        else setProblem(formProblems[code] ?? 'failed');
      }}
    >
      {() => (
        <FormLayout submitLabel={t('security.changeEmail.submit')}>
          <UnsavedFormGuard />
          <div role="status">
            {sent ? (
              <Notice tone={sent.mail === 'sent' ? 'success' : 'info'}>
                <p>
                  {t(`security.changeEmail.${sent.mail}`, {
                    email: sent.email,
                    current: currentEmail,
                  })}
                </p>
              </Notice>
            ) : null}
          </div>
          {problem ? (
            <Notice tone="error" role="alert">
              <p>{t(`security.changeEmail.${problem}`)}</p>
            </Notice>
          ) : null}
          <FormTextField
            name="newEmail"
            type="email"
            autoComplete="email"
            spellCheck={false}
            label={t('security.changeEmail.newEmail')}
            required
          />
          <FormTextField
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            label={t('security.changeEmail.currentPassword')}
            required
          />
        </FormLayout>
      )}
    </Formik>
  );
}
