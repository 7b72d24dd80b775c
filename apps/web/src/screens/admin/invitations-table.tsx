import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useGetInvitationsQuery, useResendInvitationMutation } from '@plein/api-client';
import type { InvitationSummary, MailDelivery } from '@plein/api-client';
import { Button, Stack } from '@plein/ui-kit';
import { useNotify } from '../../notifications/notifications-provider';
import type { NotifyOptions } from '../../notifications/notifications-provider';
import { formatDateTime } from '../format-date';
import './shared/admin-table.css';

/** The message after resending: failed, queued in the outbox (no mail server) or sent. */
function resendNotice(
  mail: MailDelivery | undefined,
  email: string,
  t: TFunction<'admin'>,
): NotifyOptions {
  if (mail === undefined) {
    return { tone: 'error', message: t('invitations.resendFailed', { email }) };
  }
  return mail === 'queued'
    ? { tone: 'info', message: t('invitations.requeued', { email }), sticky: true }
    : { tone: 'success', message: t('invitations.resent', { email }) };
}

/**
 * Invitations that were not accepted (all, or only those of one address), each with a button
 * that mails a new link.
 */
export function InvitationsTable({ email }: { email?: string }) {
  const { t, i18n } = useTranslation('admin');
  const notify = useNotify();
  const { data } = useGetInvitationsQuery({ page: 1, pageSize: 100 });
  const [resend, { isLoading }] = useResendInvitationMutation();
  const open = (data?.items ?? []).filter(
    (invitation: InvitationSummary) =>
      invitation.state !== 'Accepted' &&
      (email === undefined || invitation.email.toLowerCase() === email.toLowerCase()),
  );
  if (email !== undefined && open.length === 0) return null;

  return (
    <section aria-labelledby="invitations-heading">
      <Stack gap={4}>
        <h2 id="invitations-heading">{t('invitations.title')}</h2>
        {open.length === 0 ? (
          <p>{t('invitations.none')}</p>
        ) : (
          <table className="plein-table">
            <thead>
              <tr>
                <th scope="col">{t('users.email')}</th>
                <th scope="col">{t('invitations.state')}</th>
                <th scope="col">{t('invitations.expires')}</th>
                <th scope="col">{t('invitations.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {open.map((invitation) => (
                <tr key={invitation.guid}>
                  <td>{invitation.email}</td>
                  <td>{t(`invitations.states.${invitation.state}`)}</td>
                  <td>{formatDateTime(invitation.expiresAt, i18n.language)}</td>
                  <td>
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={isLoading}
                      aria-label={t('invitations.resendTo', { email: invitation.email })}
                      onClick={() =>
                        void resend(invitation.guid).then((result) =>
                          notify(resendNotice(result.data?.mail, invitation.email, t)),
                        )
                      }
                    >
                      {t('invitations.resend')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Stack>
    </section>
  );
}
