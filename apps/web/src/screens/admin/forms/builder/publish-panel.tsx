import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDiscardFormDraftMutation, usePublishFormMutation } from '@plein/api-client';
import type { Form } from '@plein/api-client';
import { localized } from '@plein/validation';
import { Button, Cluster, Dialog, Notice, Stack } from '@plein/ui-kit';
import { useBackgroundTask } from '../../../../tasks/use-background-task';
import { refusalOf, rememberFailure } from '../../shared/server-problems';

/**
 * Publishing (section b of the builder): what a published version means (frozen; a later edit
 * makes a new draft), "Publish" (`POST …/versions`) after a confirmation, and "Discard draft"
 * (back to the newest version) when there is a published version to go back to. Publishing
 * waits while the draft has unsaved changes.
 */
export function PublishPanel({
  form,
  unsaved,
  onDiscarded,
}: {
  form: Form;
  /** The draft has changes that are not saved yet. */
  unsaved: boolean;
  /** After a discard, with the form as the API answered it. */
  onDiscarded: (form: Form) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const runTask = useBackgroundTask();
  const [publish] = usePublishFormMutation();
  const [discard] = useDiscardFormDraftMutation();
  const [asking, setAsking] = useState<'publish' | 'discard' | null>(null);
  const [problem, setProblem] = useState<'incomplete' | null>(null);
  const id = useId();
  const latest = form.versions.at(-1)?.version ?? null;
  const next = (latest ?? 0) + 1;
  const title = localized(form.draft.title, i18n.language);
  const canPublish = form.hasDraft && !unsaved;

  const confirmPublish = async () => {
    setAsking(null);
    setProblem(null);
    const write = rememberFailure(() => publish(form.guid).unwrap());
    const published = await runTask({
      kind: 'save',
      subject: t('forms.publish.subject', { title, version: next }),
      run: write.run,
    });
    if (!published && refusalOf(write.failure()).status === 400) setProblem('incomplete');
  };

  const confirmDiscard = async () => {
    setAsking(null);
    const discarded = await runTask({
      kind: 'revert',
      subject: t('forms.publish.draftSubject', { title }),
      run: () => discard(form.guid).unwrap(),
    });
    if (discarded) onDiscarded(discarded);
  };

  return (
    <Stack gap={3}>
      <p>{t('forms.publish.frozen')}</p>
      <p id={`${id}-state`}>
        {unsaved
          ? t('forms.publish.saveFirst')
          : form.hasDraft
            ? latest === null
              ? t('forms.publish.firstDraft')
              : t('forms.publish.hasDraft', { version: latest })
            : t('forms.publish.upToDate', { version: latest })}
      </p>
      {problem ? (
        <Notice tone="error" role="alert">
          <p>{t('forms.publish.incomplete')}</p>
        </Notice>
      ) : null}
      <Cluster gap={3}>
        <Button
          aria-disabled={canPublish ? undefined : true}
          aria-describedby={`${id}-state`}
          onClick={() => {
            if (canPublish) setAsking('publish');
          }}
        >
          {t('forms.publish.publish', { version: next })}
        </Button>
        {latest !== null && form.hasDraft ? (
          <Button variant="secondary" onClick={() => setAsking('discard')}>
            {t('forms.publish.discard')}
          </Button>
        ) : null}
      </Cluster>
      <Dialog
        open={asking === 'publish'}
        title={t('forms.publish.confirmTitle', { version: next })}
        onDismiss={() => setAsking(null)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setAsking(null)}>
              {t('forms.cancel')}
            </Button>
            <Button onClick={() => void confirmPublish()}>
              {t('forms.publish.confirm', { version: next })}
            </Button>
          </>
        }
      >
        <p>{t('forms.publish.confirmText', { title, version: next })}</p>
      </Dialog>
      <Dialog
        open={asking === 'discard'}
        title={t('forms.publish.discardTitle')}
        onDismiss={() => setAsking(null)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setAsking(null)}>
              {t('forms.cancel')}
            </Button>
            <Button onClick={() => void confirmDiscard()}>
              {t('forms.publish.discardConfirm')}
            </Button>
          </>
        }
      >
        <p>{t('forms.publish.discardText', { version: latest })}</p>
      </Dialog>
    </Stack>
  );
}
