import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormFieldSummary } from '@plein/api-client';
import { localized } from '@plein/validation';
import { DashboardChart } from './dashboard-chart';
import {
  bucketRows,
  formatDay,
  formatNumber,
  formatShare,
  optionRows,
  periodRows,
} from './dashboard-labels';

/**
 * One question of a version's dashboard, under its own heading: its kind, how many submissions
 * answered it (its completion) and, by kind, a chart with its table: the count per option, the
 * spread of numbers in buckets, or of dates per month or years. Text questions show only their
 * completion.
 */
export function FieldSummary({ field, total }: { field: FormFieldSummary; total: number }) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.language;
  const headingId = useId();
  const label = localized(field.label, language) || field.key;
  const number = (value: number) => formatNumber(value, language);

  let detail = null;
  if (field.kind === 'options') {
    detail = (
      <>
        {field.many ? <p>{t('forms.dashboard.many')}</p> : null}
        <DashboardChart
          caption={t('forms.dashboard.optionsCaption', { label })}
          labelHeading={t('forms.dashboard.columns.answer')}
          rows={optionRows(field.options, field.answered, language, t)}
          shares
        />
      </>
    );
  } else if (field.kind === 'numbers') {
    const { numbers } = field;
    detail = numbers ? (
      <>
        <p>
          {t('forms.dashboard.numbers', {
            min: number(numbers.min),
            max: number(numbers.max),
            mean: number(numbers.mean),
            median: number(numbers.median),
          })}
        </p>
        <DashboardChart
          caption={t('forms.dashboard.numbersCaption', { label })}
          labelHeading={t('forms.dashboard.columns.value')}
          rows={bucketRows(numbers.buckets, numbers.integers, language, t)}
        />
      </>
    ) : (
      <p>{t('forms.dashboard.noNumbers')}</p>
    );
  } else if (field.kind === 'dates') {
    const { dates } = field;
    detail = dates ? (
      <>
        <p>
          {t('forms.dashboard.dates', {
            earliest: formatDay(dates.earliest, language),
            latest: formatDay(dates.latest, language),
          })}
        </p>
        <DashboardChart
          caption={t('forms.dashboard.datesCaption', { label })}
          labelHeading={t('forms.dashboard.columns.period')}
          rows={periodRows(dates.periods, dates.unit, dates.step, language, t)}
        />
      </>
    ) : (
      <p>{t('forms.dashboard.noDates')}</p>
    );
  }

  return (
    <section className="plein-dashboard-field" aria-labelledby={headingId}>
      <h3 id={headingId}>{label}</h3>
      <p>
        {t('forms.dashboard.completion', {
          answered: number(field.answered),
          total: number(total),
          percent: formatShare(field.answered, total, language),
        })}
      </p>
      <p className="plein-dashboard-field__kind">
        {t('forms.dashboard.fieldType', { type: t(`forms.types.${field.type}`) })}
      </p>
      {detail}
    </section>
  );
}
