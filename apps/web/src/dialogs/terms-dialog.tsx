import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAcceptTermsOfUseMutation, useDeclineTermsOfUseMutation } from '@plein/api-client';
import { useAppDispatch, useAppSelector, userUpdated } from '@plein/state-store';
import { Button, Dialog, Link, Notice } from '@plein/ui-kit';
import { isConsentExemptPath } from '../consent/consent-cookie';
import { isTermsDialogExemptPath, needsTermsAcceptance } from '../identity/terms-exempt';
import { useApplicationUser } from '../identity/use-application-user';
import { useInBrowser } from './use-in-browser';

/**
 * The terms-of-use dialog (spec sections 2 and 4): opens for an active signed-in user who has
 * not accepted the current version, except on the terms page, account/security and invitation
 * pages, and after the cookie question. Accepting stores the version; declining sets it to null
 * and closes the dialog for this visit (the privacy section offers to accept later).
 */
export function TermsDialog() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const user = useApplicationUser();
  const currentVersion = useAppSelector((state) => state.user.termsOfUseVersion);
  const consentGiven = useAppSelector((state) => state.consent.date !== null);
  const { pathname } = useLocation();
  const inBrowser = useInBrowser();
  const [declined, setDeclined] = useState(false);
  const [accept, accepting] = useAcceptTermsOfUseMutation();
  const [decline, declining] = useDeclineTermsOfUseMutation();
  const [failed, setFailed] = useState(false);

  const open =
    inBrowser &&
    !declined &&
    needsTermsAcceptance(user, currentVersion) &&
    !isTermsDialogExemptPath(pathname) &&
    (consentGiven || isConsentExemptPath(pathname));

  const choose = async (choice: 'accept' | 'decline') => {
    setFailed(false);
    const result = choice === 'accept' ? await accept() : await decline();
    if (result.error) {
      setFailed(true);
      return;
    }
    dispatch(userUpdated(result.data));
    if (choice === 'decline') setDeclined(true);
  };
  const busy = accepting.isLoading || declining.isLoading;

  return (
    <Dialog
      open={open}
      title={t('terms.dialogTitle')}
      actions={
        <>
          <Button variant="secondary" disabled={busy} onClick={() => void choose('decline')}>
            {t('terms.decline')}
          </Button>
          <Button disabled={busy} onClick={() => void choose('accept')}>
            {t('terms.accept')}
          </Button>
        </>
      }
    >
      <p>{t('terms.dialogText', { version: currentVersion })}</p>
      <p>
        <Link href={`/legal/terms-of-use/${i18n.language}`}>{t('terms.read')}</Link>
      </p>
      {failed ? (
        <Notice tone="error" role="alert">
          {t('terms.failed')}
        </Notice>
      ) : null}
    </Dialog>
  );
}
