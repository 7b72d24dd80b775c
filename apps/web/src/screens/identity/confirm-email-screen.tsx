import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useConfirmEmailChangeMutation } from '@plein/api-client';
import { Button, Link, Notice, Stack } from '@plein/ui-kit';
import { errorCodeOf } from '../../identity/error-status';
import { ScreenMain } from '../screen-main';

type Outcome = 'success' | 'expired' | 'invalid' | 'taken' | 'failed';

/** How each refusal of `POST /api/auth/email:confirm` is told. */
const outcomeOf: Record<string, Outcome> = {
  code_expired: 'expired',
  code_not_found: 'invalid',
  invalid_code: 'invalid',
  email_taken: 'taken',
};

/**
 * Confirms a new e-mail address with the code mailed to it (`/confirm-email/{code}`). It waits
 * for a click, so a mail scanner that opens the link does not use the code up.
 */
export function ConfirmEmailScreen() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const [confirm, { isLoading }] = useConfirmEmailChangeMutation();
  const [result, setResult] = useState<{ outcome: Outcome; email?: string } | null>(null);

  const run = async () => {
    const answer = await confirm({ code });
    if (answer.data) setResult({ outcome: 'success', email: answer.data.email });
    else setResult({ outcome: outcomeOf[errorCodeOf(answer.error) ?? ''] ?? 'failed' });
  };

  return (
    <ScreenMain title={t('confirmEmail.title')}>
      <Stack gap={4}>
        <div role="status">
          {result ? (
            <Notice tone={result.outcome === 'success' ? 'success' : 'error'}>
              <p>{t(`confirmEmail.${result.outcome}`, { email: result.email })}</p>
            </Notice>
          ) : null}
        </div>
        {result?.outcome === 'success' ? (
          <p>
            <Link href="/account/security">{t('account.title')}</Link>
          </p>
        ) : (
          <>
            <p>{t('confirmEmail.intro')}</p>
            <div>
              <Button disabled={isLoading} onClick={() => void run()}>
                {t('confirmEmail.submit')}
              </Button>
            </div>
          </>
        )}
      </Stack>
    </ScreenMain>
  );
}
