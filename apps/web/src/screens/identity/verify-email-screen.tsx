import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useVerifyEmailMutation } from '@plein/api-client';
import type { OperationResult } from '@plein/api-client';
import { Button, Link, Notice, Stack } from '@plein/ui-kit';
import { ScreenMain } from '../screen-main';

/**
 * Confirms an e-mail address with the code from the verification mail (`/verify-email/{code}`).
 * It waits for a click, so a mail scanner that opens the link does not use the code up.
 */
export function VerifyEmailScreen() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const [verify, { isLoading }] = useVerifyEmailMutation();
  const [result, setResult] = useState<OperationResult | null>(null);

  const run = async () => {
    const answer = await verify({ code });
    setResult(answer.data?.result ?? 'Failed');
  };
  const outcome =
    result === 'Success'
      ? 'success'
      : result === 'Expired'
        ? 'expired'
        : result === 'NotFound' || result === 'BadRequest'
          ? 'invalid'
          : 'failed';

  return (
    <ScreenMain title={t('verifyEmail.title')}>
      <Stack gap={4}>
        <div role="status">
          {result ? (
            <Notice tone={outcome === 'success' ? 'success' : 'error'}>
              <p>{t(`verifyEmail.${outcome}`)}</p>
            </Notice>
          ) : null}
        </div>
        {result === 'Success' ? (
          <p>
            <Link href="/">{t('notFound.backHome')}</Link>
          </p>
        ) : (
          <>
            <p>{t('verifyEmail.intro')}</p>
            <div>
              <Button disabled={isLoading} onClick={() => void run()}>
                {t('verifyEmail.submit')}
              </Button>
            </div>
          </>
        )}
      </Stack>
    </ScreenMain>
  );
}
