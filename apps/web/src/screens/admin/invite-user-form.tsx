import { Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateInvitationMutation } from '@plein/api-client';
import type { Role } from '@plein/api-client';
import { Notice, Stack } from '@plein/ui-kit';
import { FormLayout } from '../../forms/form-layout';
import { FormCheckbox } from '../../forms/form-checkbox';
import { FormTextField } from '../../forms/form-text-field';
import { UnsavedFormGuard } from '../../forms/unsaved-form-guard';
import { errorCodeOf } from '../../identity/error-status';
import { invitationSchema } from '../../identity/schemas';
import { useNotify } from '../../notifications/notifications-provider';

const empty = { email: '', roleIds: [] as string[], isAdmin: false, isContentManager: false };

/** Invites an e-mail address with roles and flags; the invitee gets a mail with a link. */
export function InviteUserForm({ roles }: { roles: readonly Role[] }) {
  const { t } = useTranslation('admin');
  const notify = useNotify();
  const [invite] = useCreateInvitationMutation();
  const [problem, setProblem] = useState<'conflict' | 'failed' | null>(null);

  return (
    <section aria-labelledby="invite-heading">
      <Stack gap={4}>
        <h2 id="invite-heading">{t('invite.title')}</h2>
        <Formik
          initialValues={empty}
          validationSchema={invitationSchema}
          onSubmit={async (values, { resetForm }) => {
            setProblem(null);
            const email = values.email.trim();
            const result = await invite({ ...values, email });
            if (result.error) {
              setProblem(errorCodeOf(result.error) === 'conflict' ? 'conflict' : 'failed');
              return;
            }
            resetForm();
            // Without a mail server nothing is sent: say so, never "sent".
            notify(
              result.data.mail === 'queued'
                ? { tone: 'info', message: t('invite.queued', { email }), sticky: true }
                : { tone: 'success', message: t('invite.sent', { email }) },
            );
          }}
        >
          {() => (
            <FormLayout submitLabel={t('invite.submit')}>
              <UnsavedFormGuard />
              {problem ? (
                <Notice tone="error" role="alert">
                  <p>{t(`invite.${problem}`)}</p>
                </Notice>
              ) : null}
              <FormTextField
                name="email"
                type="email"
                autoComplete="off"
                label={t('invite.email')}
                required
              />
              <fieldset>
                <legend>{t('invite.rights')}</legend>
                <Stack gap={2}>
                  <FormCheckbox name="isAdmin" label={t('users.flags.isAdmin')} />
                  <FormCheckbox name="isContentManager" label={t('users.flags.isContentManager')} />
                </Stack>
              </fieldset>
              {roles.length ? (
                <fieldset>
                  <legend>{t('invite.roles')}</legend>
                  <Stack gap={2}>
                    {roles.map((role) => (
                      <FormCheckbox
                        key={role.guid}
                        name="roleIds"
                        value={role.guid}
                        label={role.name}
                      />
                    ))}
                  </Stack>
                </fieldset>
              ) : null}
            </FormLayout>
          )}
        </Formik>
      </Stack>
    </section>
  );
}
