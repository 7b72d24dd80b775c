import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useAcceptTermsOfUseMutation,
  useDeclineTermsOfUseMutation,
  useGetTermsOfUseQuery,
} from '@plein/api-client';
import type { ApplicationUser } from '@plein/api-client';
import { consentReset, useAppDispatch, useAppSelector, userUpdated } from '@plein/state-store';
import { Button, Cluster, Link, Notice, Stack } from '@plein/ui-kit';
import { consentCookieName } from '../../consent/consent-cookie';
import { formatDateTime } from '../format-date';
import { TenantFieldsForm } from './tenant-fields/tenant-fields-form';

/**
 * Privacy: the terms of use (accept or decline the current version), the privacy statement and
 * the cookie choice (which can be made again).
 */
export function PrivacySection({ user }: { user: ApplicationUser }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const consent = useAppSelector((state) => state.consent);
  const storedVersion = useAppSelector((state) => state.user.termsOfUseVersion);
  const { data: terms } = useGetTermsOfUseQuery();
  const [accept, accepting] = useAcceptTermsOfUseMutation();
  const [decline, declining] = useDeclineTermsOfUseMutation();
  const [failed, setFailed] = useState(false);
  const current = terms?.currentVersion ?? storedVersion;
  const accepted = user.termsOfUseVersionAccepted;

  const choose = async (choice: 'accept' | 'decline') => {
    setFailed(false);
    const result = choice === 'accept' ? await accept() : await decline();
    if (result.error) setFailed(true);
    else dispatch(userUpdated(result.data));
  };
  const reconsiderCookies = () => {
    document.cookie = `${consentCookieName}=; path=/; max-age=0; SameSite=Lax`;
    dispatch(consentReset());
  };
  const busy = accepting.isLoading || declining.isLoading;
  const termsStatus =
    accepted === current ? 'accepted' : accepted === null ? 'notAccepted' : 'outdated';

  return (
    <Stack gap={6}>
      <section aria-labelledby="terms-heading">
        <Stack gap={3}>
          <h2 id="terms-heading">{t('privacy.termsTitle')}</h2>
          <p role="status">{t(`privacy.terms.${termsStatus}`, { version: current, accepted })}</p>
          {failed ? (
            <Notice tone="error" role="alert">
              <p>{t('terms.failed')}</p>
            </Notice>
          ) : null}
          <Cluster gap={3} align="center">
            {accepted === current ? (
              <Button variant="secondary" disabled={busy} onClick={() => void choose('decline')}>
                {t('terms.decline')}
              </Button>
            ) : (
              <Button disabled={busy} onClick={() => void choose('accept')}>
                {t('terms.accept')}
              </Button>
            )}
            <Link href={`/legal/terms-of-use/${i18n.language}`}>{t('terms.read')}</Link>
          </Cluster>
        </Stack>
      </section>
      <section aria-labelledby="statement-heading">
        <Stack gap={3}>
          <h2 id="statement-heading">{t('privacy.statementTitle')}</h2>
          <p>
            <Link href="/legal/privacy">{t('privacy.readStatement')}</Link>
          </p>
        </Stack>
      </section>
      <section aria-labelledby="cookies-heading">
        <Stack gap={3}>
          <h2 id="cookies-heading">{t('privacy.cookiesTitle')}</h2>
          <p>
            {consent.date
              ? t('privacy.cookiesChosen', {
                  categories: consent.categories
                    .map((category) => t(`privacy.cookieCategories.${category}`))
                    .join(', '),
                  date: formatDateTime(consent.date, i18n.language),
                })
              : t('privacy.cookiesNotChosen')}
          </p>
          <Cluster gap={3} align="center">
            <Button variant="secondary" onClick={reconsiderCookies}>
              {t('privacy.cookiesAgain')}
            </Button>
            <Link href={`/legal/cookie-statement/${i18n.language}`}>
              {t('consent.readStatement')}
            </Link>
          </Cluster>
        </Stack>
      </section>
      <TenantFieldsForm category="privacy" user={user} />
    </Stack>
  );
}
