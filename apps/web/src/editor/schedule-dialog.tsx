import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { scheduleProblems } from '@plein/api-client';
import type { PageDraftState, PageScheduleInput } from '@plein/api-client';
import { Button, Cluster, Dialog, Notice, Stack, TextField } from '@plein/ui-kit';
import { DateField } from './date-field';
import { dateFromText, dateText } from './date-text';

/** A moment as the fields show it: the local date (dd-mm-jjjj) and 24-hour time (HH:mm). */
interface Moment {
  date: string;
  time: string;
}

const pad = (value: number) => String(value).padStart(2, '0');
const timePattern = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The fields of a stored time, in the browser's time zone; empty when not scheduled. */
function momentOf(iso: string | null): Moment {
  if (!iso) return { date: '', time: '' };
  const at = new Date(iso);
  return {
    date: dateText(at),
    time: `${pad(at.getHours())}:${pad(at.getMinutes())}`,
  };
}

/** The ISO time of filled fields: null when both are empty, undefined when half or malformed. */
function isoOf(moment: Moment): string | null | undefined {
  if (moment.date === '' && moment.time === '') return null;
  const day = dateFromText(moment.date);
  const time = timePattern.exec(moment.time);
  if (!day || !time) return undefined;
  day.setHours(Number(time[1]), Number(time[2]));
  return day.toISOString();
}

/** Props of {@link ScheduleDialog}. */
export interface ScheduleDialogProps {
  open: boolean;
  draft: Pick<PageDraftState, 'publishAt' | 'unpublishAt'>;
  onSave: (schedule: PageScheduleInput) => void;
  onClose: () => void;
}

/**
 * Schedules the draft's publication and the page's end: a date and a 24-hour time each (spec
 * section 9), in the browser's time zone, checked with the same rules as the server before they
 * are sent. "Planning wissen" clears both. Escape closes it at once when nothing was typed;
 * otherwise it asks first, so a stray Escape never throws away what was typed.
 */
export function ScheduleDialog({ open, draft, onSave, onClose }: ScheduleDialogProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [publish, setPublish] = useState(() => momentOf(draft.publishAt));
  const [end, setEnd] = useState(() => momentOf(draft.unpublishAt));
  const [errors, setErrors] = useState<{ publish?: string; end?: string }>({});
  const [confirming, setConfirming] = useState(false);
  const keepEditing = useRef<HTMLButtonElement>(null);
  const [initial] = useState(() => ({
    publish: momentOf(draft.publishAt),
    end: momentOf(draft.unpublishAt),
  }));
  const changed = (a: Moment, b: Moment) => a.date !== b.date || a.time !== b.time;
  const dismiss = () => {
    if (changed(publish, initial.publish) || changed(end, initial.end)) setConfirming(true);
    else onClose();
  };

  useEffect(() => {
    if (confirming) keepEditing.current?.focus();
  }, [confirming]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const publishAt = isoOf(publish);
    const unpublishAt = isoOf(end);
    const found: { publish?: string; end?: string } = {};
    if (publishAt === undefined) found.publish = t('editor.schedule.invalid');
    if (unpublishAt === undefined) found.end = t('editor.schedule.invalid');
    if (publishAt !== undefined && unpublishAt !== undefined) {
      const problems = scheduleProblems({ publishAt, unpublishAt }, new Date());
      if (problems.includes('publish_at_past')) found.publish = t('editor.schedule.past');
      if (problems.includes('unpublish_at_past')) found.end = t('editor.schedule.past');
      else if (problems.includes('unpublish_before_publish')) {
        found.end = t('editor.schedule.endBeforeStart');
      }
      if (!found.publish && !found.end) {
        onSave({ publishAt, unpublishAt });
        return;
      }
    }
    setErrors(found);
  };

  const fields = (key: 'publish' | 'end', moment: Moment, change: (next: Moment) => void) => (
    <fieldset className="plein-schedule__moment">
      <legend>{t(`editor.schedule.${key}`)}</legend>
      <DateField
        id={`${id}-${key}-date`}
        label={t('editor.schedule.date')}
        purpose={t(`editor.schedule.${key}`)}
        value={moment.date}
        error={errors[key]}
        onValueChange={(date) => change({ ...moment, date })}
      />
      <TextField
        id={`${id}-${key}-time`}
        label={t('editor.schedule.time')}
        description={t('editor.schedule.timeHint')}
        inputMode="numeric"
        placeholder="14:30"
        maxLength={5}
        value={moment.time}
        onValueChange={(time) => change({ ...moment, time })}
      />
    </fieldset>
  );

  return (
    <Dialog
      open={open}
      title={t('editor.schedule.title')}
      onDismiss={confirming ? () => setConfirming(false) : dismiss}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('editor.schedule.cancel')}
          </Button>
          {draft.publishAt || draft.unpublishAt ? (
            <Button
              variant="secondary"
              onClick={() => onSave({ publishAt: null, unpublishAt: null })}
            >
              {t('editor.schedule.clear')}
            </Button>
          ) : null}
          <Button type="submit" form={`${id}-form`}>
            {t('editor.schedule.save')}
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} noValidate onSubmit={submit}>
        <Stack gap={4}>
          {confirming ? (
            <Notice tone="warning" role="alert">
              <Stack gap={3}>
                <p>{t('editor.schedule.unsaved')}</p>
                <Cluster gap={3}>
                  <Button ref={keepEditing} onClick={() => setConfirming(false)}>
                    {t('editor.schedule.keepEditing')}
                  </Button>
                  <Button variant="secondary" onClick={onClose}>
                    {t('editor.schedule.discard')}
                  </Button>
                </Cluster>
              </Stack>
            </Notice>
          ) : null}
          <p>{t('editor.schedule.text')}</p>
          {fields('publish', publish, setPublish)}
          {fields('end', end, setEnd)}
        </Stack>
      </form>
    </Dialog>
  );
}
