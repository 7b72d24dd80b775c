import { useTranslation } from 'react-i18next';
import type { Form } from '@plein/api-client';
import type { FormOpenState } from '@plein/validation';
import { formatDateTime } from '../../../format-date';

/**
 * Whether a form takes submissions, as a short label: open, closed, opens later, closes later.
 *
 * @example
 * <OpenStateLabel state="open-future" />
 */
export function OpenStateLabel({ state }: { state: FormOpenState }) {
  const { t } = useTranslation('admin');
  return (
    <span className={`plein-form-state plein-form-state--${state}`}>
      {t(`forms.openStates.${state}`)}
    </span>
  );
}

/** The mark of a form whose draft has changes that are not published. */
export function UnpublishedMark() {
  const { t } = useTranslation('admin');
  return (
    <span className="plein-form-state plein-form-state--draft">
      {t('forms.unpublishedChanges')}
    </span>
  );
}

/**
 * A form's state at a glance, on its builder: whether it takes submissions (with the date it
 * opens or closes), its published version and whether the draft has unpublished changes.
 */
export function FormStateSummary({ form }: { form: Form }) {
  const { t, i18n } = useTranslation('admin');
  const latest = form.versions.at(-1)?.version ?? null;
  const when =
    form.openState === 'open-future' && form.openDate
      ? t('forms.opensOn', { date: formatDateTime(form.openDate, i18n.language) })
      : form.openState === 'close-future' && form.closeDate
        ? t('forms.closesOn', { date: formatDateTime(form.closeDate, i18n.language) })
        : null;
  return (
    <dl className="plein-form-summary">
      <div>
        <dt>{t('forms.columns.state')}</dt>
        <dd>
          <OpenStateLabel state={form.openState} />
          {when ? ` ${when}` : null}
        </dd>
      </div>
      <div>
        <dt>{t('forms.columns.version')}</dt>
        <dd>
          {latest === null
            ? t('forms.notPublished')
            : t('forms.versions.number', { version: latest })}
        </dd>
      </div>
      <div>
        <dt>{t('forms.columns.draft')}</dt>
        <dd>{form.hasDraft ? <UnpublishedMark /> : t('forms.noChanges')}</dd>
      </div>
    </dl>
  );
}
