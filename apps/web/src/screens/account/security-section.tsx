import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequestPasswordResetMutation, useSendVerificationMutation } from '@plein/api-client';
import type { ApplicationUser } from '@plein/api-client';
import { Button, Notice, Stack } from '@plein/ui-kit';
import type { NoticeTone } from '@plein/ui-kit';
import { useSignOut } from '../../identity/use-sign-out';
import { verificationOutcome } from '../../identity/verification-outcome';
import type { VerificationOutcome } from '../../identity/verification-outcome';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { SessionsSection } from './sessions-section';
import { TenantFieldsForm } from './tenant-fields/tenant-fields-form';

/** How each outcome of asking for a reset mail is shown. */
const resetTones: Record<'sent' | 'queued' | 'failed', NoticeTone> = {
  sent: 'success',
  queued: 'info',
  failed: 'error',
};

/**
 * Security: change the password (or ask for a reset mail), the signed-in sessions, the e-mail
 * address (its confirmation, and changing it), the tenant's security fields and signing out.
 */
export function SecuritySection({ user }: { user: ApplicationUser }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const [requestReset, reset] = useRequestPasswordResetMutation();
  const [sendVerification, verification] = useSendVerificationMutation();
  const [resetOutcome, setResetOutcome] = useState<'sent' | 'queued' | 'failed' | null>(null);
  const [verifyResult, setVerifyResult] = useState<VerificationOutcome | null>(null);

  return (
    <Stack gap={6}>
      <section aria-labelledby="password-heading">
        <Stack gap={4}>
          <h2 id="password-heading">{t('security.passwordTitle')}</h2>
          <p>{t('security.passwordText')}</p>
          <ChangePasswordForm />
          <Stack gap={3}>
            <p>{t('security.forgotCurrent', { email: user.email })}</p>
            <div role="status">
              {resetOutcome ? (
                <Notice tone={resetTones[resetOutcome]}>
                  <p>{t(`security.password.${resetOutcome}`)}</p>
                </Notice>
              ) : null}
            </div>
            <div>
              <Button
                variant="secondary"
                disabled={reset.isLoading}
                onClick={() =>
                  void requestReset({ email: user.email }).then((result) =>
                    setResetOutcome(result.data?.mail ?? 'failed'),
                  )
                }
              >
                {t('security.sendResetMail')}
              </Button>
            </div>
          </Stack>
        </Stack>
      </section>
      <SessionsSection />
      <section aria-labelledby="verification-heading">
        <Stack gap={3}>
          <h2 id="verification-heading">{t('security.emailTitle')}</h2>
          <p>{t('security.changeEmail.intro', { email: user.email })}</p>
          <p>{t(user.emailVerified ? 'security.emailVerified' : 'security.emailNotVerified')}</p>
          <div role="status">
            {verifyResult ? (
              <Notice
                tone={
                  verifyResult === 'Sent'
                    ? 'success'
                    : verifyResult === 'Queued'
                      ? 'info'
                      : 'warning'
                }
              >
                <p>{t(`verification.${verifyResult}`)}</p>
              </Notice>
            ) : null}
          </div>
          {user.emailVerified ? null : (
            <div>
              <Button
                variant="secondary"
                disabled={verification.isLoading}
                onClick={() =>
                  void sendVerification({}).then((result) =>
                    setVerifyResult(verificationOutcome(result.data)),
                  )
                }
              >
                {t('security.sendVerification')}
              </Button>
            </div>
          )}
          <ChangeEmailForm currentEmail={user.email} />
        </Stack>
      </section>
      <TenantFieldsForm category="security" user={user} />
      <section aria-labelledby="sign-out-heading">
        <Stack gap={3}>
          <h2 id="sign-out-heading">{t('security.signOutTitle')}</h2>
          <p>{t('security.signOutText')}</p>
          <div>
            <Button onClick={() => void signOut()}>{t('userMenu.signOut')}</Button>
          </div>
        </Stack>
      </section>
    </Stack>
  );
}
