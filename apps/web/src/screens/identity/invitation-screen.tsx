import { Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { InvitationAcceptRequest } from '@plein/api-client';
import { useAppDispatch, useAppSelector } from '@plein/state-store';
import { Link, Notice, Stack } from '@plein/ui-kit';
import { FormLayout } from '../../forms/form-layout';
import { NameFields } from '../../forms/name-fields';
import { NewPasswordFields } from '../../forms/new-password-fields';
import { touchedFields, useFormOutcome } from '../../forms/use-form-outcome';
import { acceptInvitation } from '../../identity/accept-invitation';
import { weakPasswordMessage } from '../../identity/password-problems';
import { loginHref } from '../../identity/route-guard';
import { invitationAcceptSchema } from '../../identity/schemas';
import { ScreenMain } from '../screen-main';

/**
 * The invitation page (`/invitation/{code}`): the status was loaded by the pre-fetch; an open
 * invitation is accepted with names and a password, after which the invitee signs in.
 */
export function InvitationScreen() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const dispatch = useAppDispatch();
  const invitation = useAppSelector((state) => state.user.invitationStatus);
  const loadingStatus = useAppSelector((state) => state.user.loadingStatus);
  // Without JavaScript the web server accepted (or not) and renders this page with the outcome.
  const posted = useFormOutcome('invitation');
  const [outcome, setOutcome] = useState<'accepted' | 'failed' | 'expired' | null>(
    posted?.result === 'accepted' || posted?.result === 'failed' || posted?.result === 'expired'
      ? posted.result
      : null,
  );

  if (!invitation || loadingStatus !== 200) {
    const problem = loadingStatus === 404 ? 'notFound' : 'loadFailed';
    return (
      <ScreenMain title={t('invitation.title')}>
        <Notice tone="error" title={t(`invitation.${problem}Title`)}>
          <p>{t(`invitation.${problem}`)}</p>
        </Notice>
      </ScreenMain>
    );
  }
  if (outcome === 'accepted' || invitation.state === 'Accepted') {
    return (
      <ScreenMain title={t('invitation.title')}>
        <Notice
          tone="success"
          role={outcome ? 'status' : undefined}
          title={t('invitation.acceptedTitle')}
        >
          <p>{t('invitation.accepted', { platformName: invitation.platformName })}</p>
          <p>
            <Link href={loginHref('/')}>{t('invitation.signIn')}</Link>
          </p>
        </Notice>
      </ScreenMain>
    );
  }
  if (invitation.state === 'Expired') {
    return (
      <ScreenMain title={t('invitation.title')}>
        <Notice tone="error" title={t('invitation.expiredTitle')}>
          <p>{t('invitation.expired')}</p>
        </Notice>
      </ScreenMain>
    );
  }

  return (
    <ScreenMain title={t('invitation.title')}>
      <Stack gap={4}>
        <p>{t('invitation.intro', { platformName: invitation.platformName })}</p>
        <dl className="plein-read-only">
          <dt>{t('account.email')}</dt>
          <dd>{invitation.email}</dd>
        </dl>
        {invitation.accountExists ? <p>{t('invitation.accountExists')}</p> : null}
        <Formik
          initialValues={{
            firstName: posted?.values.firstName ?? '',
            middleName: posted?.values.middleName ?? '',
            lastName: posted?.values.lastName ?? '',
            password: '',
            passwordRepeat: '',
          }}
          initialErrors={posted?.fieldErrors}
          initialTouched={touchedFields(posted)}
          validationSchema={invitationAcceptSchema(invitation.accountExists)}
          onSubmit={async (values, helpers) => {
            setOutcome(null);
            const request: InvitationAcceptRequest = { code };
            for (const key of ['firstName', 'middleName', 'lastName', 'password'] as const) {
              const value = key === 'password' ? values[key] : values[key].trim();
              if (value) request[key] = value;
            }
            const accepted = await acceptInvitation(dispatch, request);
            if (accepted === 'weakPassword') helpers.setFieldError('password', weakPasswordMessage);
            else setOutcome(accepted);
          }}
        >
          {() => (
            <FormLayout
              submitLabel={t('invitation.accept')}
              action={`/invitation/${encodeURIComponent(code)}`}
            >
              {outcome === 'failed' || outcome === 'expired' ? (
                <Notice tone="error" role="alert">
                  <p>{t(outcome === 'failed' ? 'invitation.failed' : 'forms.expired')}</p>
                </Notice>
              ) : null}
              <NameFields />
              {/* An existing account keeps its own password (decision 0010). */}
              {invitation.accountExists ? null : <NewPasswordFields required />}
            </FormLayout>
          )}
        </Formik>
      </Stack>
    </ScreenMain>
  );
}
