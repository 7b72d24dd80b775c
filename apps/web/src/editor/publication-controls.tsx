import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mayPublish } from '@plein/api-client';
import type { Page } from '@plein/api-client';
import { Button, Dialog } from '@plein/ui-kit';
import { publicationState } from '../data/publication-state';
import { formatDateTime } from '../screens/format-date';
import { PublishChecksPanel, usePublishProblems } from './publish-checks-panel';
import { ScheduleDialog } from './schedule-dialog';
import type { EditorActions } from './use-editor-actions';

/** Props of {@link PublicationControls}. */
export interface PublicationControlsProps {
  page: Page;
  actions: Pick<EditorActions, 'publish' | 'unpublish' | 'discardDraft' | 'schedule'>;
}

/**
 * The page's publication in the editor's toolbar: its state (not published, published, or
 * published with changes visitors do not see yet), who changed it last and when, and the buttons
 * that apply: publish (always there, so focus can rest on it; unavailable when there is nothing
 * new, or while the checks before publishing find an error), discard the changes (after a
 * confirmation) and take the page offline; below them the checks' findings while there is
 * something to publish.
 */
export function PublicationControls({ page, actions }: PublicationControlsProps) {
  const { t, i18n } = useTranslation('admin');
  const stateId = useId();
  const changeId = useId();
  const publishButton = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState(false);
  const [scheduling, setScheduling] = useState(false);
  const scheduleButton = useRef<HTMLButtonElement>(null);
  const checksId = useId();
  const state = publicationState(page);
  const problems = usePublishProblems(page);
  const blocked = problems !== null && !mayPublish(problems);
  const canPublish = state !== 'published' && !blocked;
  const { changedAt, changedBy } = page.draft ?? {};
  const change = changedAt
    ? t(changedBy ? 'editor.toolbar.changedBy' : 'editor.toolbar.changedAt', {
        name: changedBy,
        time: formatDateTime(changedAt, i18n.language),
      })
    : null;
  // The button pressed goes away (offline, discard): keyboard focus rests on publish instead.
  const focusPublish = () => requestAnimationFrame(() => publishButton.current?.focus());

  return (
    <div className="plein-editor-toolbar__publish">
      <div className="plein-editor-toolbar__state">
        <span id={stateId} className={`plein-editor-state plein-editor-state--${state}`}>
          {t(`editor.toolbar.state.${state}`)}
        </span>
        {change ? (
          <span id={changeId} className="plein-editor-toolbar__change">
            {change}
          </span>
        ) : null}
        {page.draft?.publishAt ? (
          <span className="plein-editor-toolbar__change">
            {t('editor.schedule.publishesAt', {
              time: formatDateTime(page.draft.publishAt, i18n.language),
            })}
          </span>
        ) : null}
        {page.draft?.unpublishAt ? (
          <span className="plein-editor-toolbar__change">
            {t('editor.schedule.endsAt', {
              time: formatDateTime(page.draft.unpublishAt, i18n.language),
            })}
          </span>
        ) : null}
      </div>
      <Button
        ref={publishButton}
        aria-disabled={canPublish ? undefined : true}
        aria-describedby={[stateId, change ? changeId : '', blocked ? checksId : '']
          .filter(Boolean)
          .join(' ')}
        onClick={() => {
          if (canPublish) void actions.publish();
          else if (blocked) document.getElementById(checksId)?.querySelector('summary')?.focus();
        }}
      >
        {t('editor.toolbar.publish')}
      </Button>
      {page.draft ? (
        <Button
          ref={scheduleButton}
          variant="secondary"
          aria-haspopup="dialog"
          onClick={() => setScheduling(true)}
        >
          {t('editor.schedule.open')}
        </Button>
      ) : null}
      {state === 'changed' ? (
        <Button variant="secondary" aria-haspopup="dialog" onClick={() => setConfirming(true)}>
          {t('editor.toolbar.discard')}
        </Button>
      ) : null}
      {page.isPublished ? (
        <Button
          variant="secondary"
          onClick={() => {
            void actions.unpublish();
            focusPublish();
          }}
        >
          {t('editor.toolbar.unpublish')}
        </Button>
      ) : null}
      <Dialog
        open={confirming}
        title={t('editor.discard.title')}
        onDismiss={() => setConfirming(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('editor.discard.cancel')}
            </Button>
            <Button
              onClick={() => {
                setConfirming(false);
                void actions.discardDraft();
                focusPublish();
              }}
            >
              {t('editor.discard.confirm')}
            </Button>
          </>
        }
      >
        <p>{t('editor.discard.text')}</p>
      </Dialog>
      {scheduling && page.draft ? (
        <ScheduleDialog
          open
          draft={page.draft}
          onClose={() => {
            setScheduling(false);
            requestAnimationFrame(() => scheduleButton.current?.focus());
          }}
          onSave={(schedule) => {
            setScheduling(false);
            void actions.schedule(schedule);
            requestAnimationFrame(() => scheduleButton.current?.focus());
          }}
        />
      ) : null}
      {problems && state !== 'published' ? (
        <PublishChecksPanel id={checksId} problems={problems} />
      ) : null}
    </div>
  );
}
