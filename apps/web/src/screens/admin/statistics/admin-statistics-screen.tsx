import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useGetStatisticsQuery } from '@plein/api-client';
import type { StatisticsReport } from '@plein/api-client';
import { Notice, Stack } from '@plein/ui-kit';
import { errorStatusOf } from '../../../identity/error-status';
import { statisticsRangeOf, statisticsToday } from '../../../routing/statistics-steps';
import { AdminFrame } from '../admin-frame';
import { RangeChooser } from './range-chooser';
import {
  NotFoundTable,
  RankingTable,
  rankingNames,
  SearchesTable,
  VitalThresholds,
  VitalsTable,
} from './report-tables';
import { changeText, formatCount, formatRange, seriesRows } from './statistics-format';
import { TrafficChart } from './traffic-chart';
import '../shared/admin-content.css';
import './statistics.css';

/** Whether a report has nothing to show: no page view, search, missing page or measurement. */
const isEmpty = (report: StatisticsReport) =>
  report.totals.pageviews === 0 &&
  report.searches.length === 0 &&
  report.notFound.length === 0 &&
  report.vitals.length === 0;

/**
 * Admin: the site's visitor statistics over a range of days (today, 7 or 30 days, 12 months or
 * days of one's own, in the URL): page views and visitors against the period before, over time
 * as a chart with its table, the rankings, site searches (those that found nothing first), pages
 * not found with what links to them, and the web vitals per page rated in words. Every table
 * downloads as CSV. The figures are the API's sums (decision 0015); visitors are counted only
 * among those who accepted analytics, per day.
 */
export function AdminStatisticsScreen() {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.language;
  const [params] = useSearchParams();
  const range = useMemo(() => statisticsRangeOf(params, statisticsToday()), [params]);
  const {
    currentData: report,
    error,
    isFetching,
  } = useGetStatisticsQuery({
    from: range.from,
    to: range.to,
  });
  const status = errorStatusOf(error);
  const fileNameOf = (table: string) => `${table}-${range.from}-${range.to}.csv`;
  // Plain sections under their headings: the tables' scroll regions are the landmarks, each
  // named by its table (a named section around each would give two landmarks of one name).
  const section = (name: string) => ({
    id: `statistics-${name}-section`,
    className: 'plein-statistics__section',
  });

  return (
    <AdminFrame title={t('statistics.title')}>
      <Stack gap={5} className="plein-statistics">
        <p>{t('statistics.intro')}</p>
        <RangeChooser key={`${range.from} ${range.to}`} range={range} />
        <p className="plein-statistics__period">
          {t('statistics.range.shown', { range: formatRange(range.from, range.to, language) })}
        </p>
        {error && !isFetching ? (
          <Notice tone="error" role="alert">
            <p>{t(status === 403 ? 'statistics.forbidden' : 'statistics.loadFailed')}</p>
          </Notice>
        ) : null}
        {!report && isFetching ? <p role="status">{t('statistics.loading')}</p> : null}
        {report && isEmpty(report) ? (
          <Notice tone="info" role="status">
            <p>{t('statistics.emptyPeriod')}</p>
          </Notice>
        ) : null}
        {report && !isEmpty(report) ? (
          <>
            <section {...section('totals')}>
              <h2 id="statistics-totals">{t('statistics.totals.title')}</h2>
              <dl className="plein-statistics-totals">
                {(['pageviews', 'visitors'] as const).map((name) => (
                  <div key={name}>
                    <dt>{t(`statistics.columns.${name}`)}</dt>
                    <dd className="plein-statistics-totals__number">
                      {formatCount(report.totals[name], language)}
                    </dd>
                    <dd className="plein-statistics-totals__change">
                      {changeText(report.totals[name], report.previous[name], language, t)}
                    </dd>
                  </div>
                ))}
              </dl>
              <p className="plein-statistics__note">
                {t('statistics.totals.previous', {
                  range: formatRange(report.previous.from, report.previous.to, language),
                })}{' '}
                {t('statistics.totals.visitorsNote')}
              </p>
            </section>
            <section {...section('over-time')}>
              <h2 id="statistics-over-time">{t('statistics.overTime.title')}</h2>
              <TrafficChart
                rows={seriesRows(report, language)}
                granularity={report.series.granularity}
                fileName={fileNameOf(t('statistics.overTime.file'))}
              />
            </section>
            <div className="plein-statistics__grid">
              {rankingNames.map((ranking) => (
                <section key={ranking} {...section(ranking)}>
                  <h2 id={`statistics-${ranking}`}>{t(`statistics.${ranking}.title`)}</h2>
                  <RankingTable ranking={ranking} rows={report[ranking]} fileNameOf={fileNameOf} />
                </section>
              ))}
            </div>
            <section {...section('searches')}>
              <h2 id="statistics-searches">{t('statistics.searches.title')}</h2>
              <SearchesTable searches={report.searches} fileNameOf={fileNameOf} />
            </section>
            <section {...section('not-found')}>
              <h2 id="statistics-not-found">{t('statistics.notFound.title')}</h2>
              <NotFoundTable notFound={report.notFound} fileNameOf={fileNameOf} />
            </section>
            <section {...section('vitals')}>
              <h2 id="statistics-vitals">{t('statistics.vitals.title')}</h2>
              <p>{t('statistics.vitals.intro')}</p>
              <VitalThresholds />
              <VitalsTable vitals={report.vitals} fileNameOf={fileNameOf} />
            </section>
          </>
        ) : null}
      </Stack>
    </AdminFrame>
  );
}
