import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import {
  itemPath,
  useDeleteFormSubmissionsMutation,
  useGetFormQuery,
  useGetFormSubmissionQuery,
  useGetListBlocksQuery,
  usePublishFormSubmissionMutation,
  useUnpublishFormSubmissionMutation,
} from '@plein/api-client';
import { localized } from '@plein/validation';
import { Button, Cluster, Dialog, Link, Notice, Stack } from '@plein/ui-kit';
import { useBackgroundTask } from '../../../../tasks/use-background-task';
import { formatDateTime } from '../../../format-date';
import { ScreenMain } from '../../../screen-main';
import { formSubmissionsPath } from '../shared/form-paths';
import { SubmissionAnswers } from '../../../forms/submission-answers';
import '../../shared/admin-content.css';
import '../forms.css';

/**
 * Admin: one submission of a form: the form's title, the version answered, when and by whom it
 * was submitted, and every field's label with its answer; when the form publishes submissions,
 * approve and publish it (or take it off the site); delete after a confirmation (personal data;
 * there is no undo), then back to the submissions.
 */
export function AdminFormSubmissionScreen() {
  const { t, i18n } = useTranslation('admin');
  const params = useParams();
  const guid = params.guid ?? '';
  const submissionGuid = params.submissionGuid ?? '';
  const navigate = useNavigate();
  const runTask = useBackgroundTask();
  const { data: submission, error } = useGetFormSubmissionQuery({
    guid,
    submission: submissionGuid,
  });
  const [deleteSubmissions] = useDeleteFormSubmissionsMutation();
  const { data: form } = useGetFormQuery(guid);
  const publication = form?.publication ?? null;
  const { data: listBlocks } = useGetListBlocksQuery(undefined, { skip: !publication });
  const [publish] = usePublishFormSubmissionMutation();
  const [unpublish] = useUnpublishFormSubmissionMutation();
  const [confirming, setConfirming] = useState(false);
  const date = submission ? formatDateTime(submission.submittedOn, i18n.language) : '';
  const title = submission ? localized(submission.content.title, i18n.language) : '';

  const confirmDelete = async () => {
    setConfirming(false);
    const done = await runTask({
      kind: 'delete',
      subject: t('forms.submission.subject', { date }),
      run: () =>
        deleteSubmissions({ guid, request: { guids: [submissionGuid] } })
          .unwrap()
          .then(() => true),
    });
    if (done) void navigate(formSubmissionsPath(guid), { replace: true });
  };

  const listPage = listBlocks?.find((block) => block.guid === publication?.listBlockGuid);
  const itemGuid = submission?.publishedItemGuid ?? null;
  const itemHref = itemGuid && listPage ? itemPath(`/${listPage.pageName}`, itemGuid, '') : null;
  const changePublication = (published: boolean) =>
    runTask({
      kind: published ? 'save' : 'delete',
      subject: t('forms.submission.publishSubject', { date }),
      run: () =>
        (published
          ? publish({ guid, submission: submissionGuid })
          : unpublish({ guid, submission: submissionGuid })
        )
          .unwrap()
          .then(() => true),
    });

  return (
    <ScreenMain
      wide
      title={
        submission ? t('forms.submission.title', { date }) : t('forms.submission.titleLoading')
      }
    >
      <Stack gap={5}>
        <Cluster gap={4}>
          <Link href={formSubmissionsPath(guid)}>{t('forms.submission.back')}</Link>
        </Cluster>
        {error ? (
          <Notice tone="error" role="alert">
            <p>{t('forms.submission.loadFailed')}</p>
          </Notice>
        ) : null}
        {submission ? (
          <>
            <dl className="plein-form-summary">
              <div>
                <dt>{t('forms.submission.form')}</dt>
                <dd>{title}</dd>
              </div>
              <div>
                <dt>{t('forms.submission.version')}</dt>
                <dd>{t('forms.versions.number', { version: submission.version })}</dd>
              </div>
              <div>
                <dt>{t('forms.submission.submittedOn')}</dt>
                <dd>{date}</dd>
              </div>
              <div>
                <dt>{t('forms.submission.submittedBy')}</dt>
                <dd>{submission.submittedBy?.email ?? t('forms.submissions.anonymous')}</dd>
              </div>
            </dl>
            <section aria-labelledby="submission-answers">
              <h2 id="submission-answers">{t('forms.submission.answers')}</h2>
              <SubmissionAnswers fields={submission.content.fields} answers={submission.answers} />
            </section>
            {publication ? (
              <section aria-labelledby="submission-publication">
                <h2 id="submission-publication">{t('forms.submission.publication')}</h2>
                {itemGuid ? (
                  <Stack gap={3}>
                    <p>
                      {t('forms.submission.published')}{' '}
                      {itemHref ? (
                        <Link href={itemHref}>{t('forms.submission.viewItem')}</Link>
                      ) : null}
                    </p>
                    <div>
                      <Button variant="secondary" onClick={() => void changePublication(false)}>
                        {t('forms.submission.unpublish')}
                      </Button>
                    </div>
                  </Stack>
                ) : (
                  <Stack gap={3}>
                    <p>{t('forms.submission.notPublished')}</p>
                    <div>
                      <Button onClick={() => void changePublication(true)}>
                        {t('forms.submission.publish')}
                      </Button>
                    </div>
                  </Stack>
                )}
              </section>
            ) : null}
            <div>
              <Button variant="secondary" onClick={() => setConfirming(true)}>
                {t('forms.submission.delete')}
              </Button>
            </div>
          </>
        ) : null}
      </Stack>
      <Dialog
        open={confirming}
        title={t('forms.submission.deleteTitle')}
        onDismiss={() => setConfirming(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('forms.cancel')}
            </Button>
            <Button onClick={() => void confirmDelete()}>
              {t('forms.submission.deleteConfirm')}
            </Button>
          </>
        }
      >
        <p>{t('forms.submission.deleteText', { date })}</p>
      </Dialog>
    </ScreenMain>
  );
}
