import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useGetSubmissionReceiptQuery } from '@plein/api-client';
import { localized } from '@plein/validation';
import { Stack } from '@plein/ui-kit';
import { formatDateTime } from '../format-date';
import { NotFoundScreen } from '../not-found-screen';
import { ScreenMain } from '../screen-main';
import { SubmissionAnswers } from './submission-answers';

/**
 * The receipt of a submission (`/submission/{guid}`): what was sent, when, to which form and
 * version. Whoever holds the unguessable address may read it; search engines are asked not to
 * index it, and no cache keeps it.
 */
export function SubmissionReceiptScreen() {
  const { t, i18n } = useTranslation();
  const { submissionGuid = '' } = useParams();
  const { data, isError } = useGetSubmissionReceiptQuery(submissionGuid);
  if (isError) return <NotFoundScreen />;
  if (!data) return null;
  return (
    <ScreenMain
      title={t('submission.title', { form: localized(data.content.title, i18n.language) })}
    >
      <meta name="robots" content="noindex" />
      <Stack gap={4}>
        <p>
          {t('submission.sentOn', {
            date: formatDateTime(data.submittedOn, i18n.language),
            version: data.version,
          })}
        </p>
        <SubmissionAnswers
          fields={data.content.fields}
          answers={data.answers}
          submission={data.guid}
        />
        <p>{t('submission.keep')}</p>
      </Stack>
    </ScreenMain>
  );
}
