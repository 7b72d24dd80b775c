import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useGetStatisticsQuery } from '@plein/api-client';
import type { StatisticsReport } from '@plein/api-client';
import { Link, Notice, Stack } from '@plein/ui-kit';
import { errorStatusOf } from '../../../identity/error-status';
import {
  statisticsPathOf,
  statisticsRangeOf,
  statisticsSearchOf,
  statisticsToday,
} from '../../../routing/statistics-steps';
import { ScreenMain } from '../../screen-main';
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

/** The rankings a page's report has (the others are not kept per page). */
const pageRankings = ['entries'] as const;
/** The rankings whose rows are pages, each linking to that page's statistics. */
const pageRows = new Set<string>(['pages', 'entries']);

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
 *
 * With `?path=/nieuws` the screen shows that page's statistics (linked from the pages and entry
 * pages tables and from the page's editor): its totals against the previous period, its views
 * per day, how often a visit started there and its web vitals, with a link back to the whole
 * site's; the other tables are not kept per page and are left out.
 */
export function AdminStatisticsScreen() {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.language;
  const [params] = useSearchParams();
  const range = useMemo(() => statisticsRangeOf(params, statisticsToday()), [params]);
  const path = statisticsPathOf(params);
  const {
    currentData: report,
    error,
    isFetching,
  } = useGetStatisticsQuery(
    path === undefined
      ? { from: range.from, to: range.to }
      : { from: range.from, to: range.to, path },
  );
  const status = errorStatusOf(error);
  const fileNameOf = (table: string) => `${table}-${range.from}-${range.to}.csv`;
  const pageLinkOf = (page: string) => `/statistics?${statisticsSearchOf(range, page)}`;
  // Plain sections under their headings: the tables' scroll regions are the landmarks, each
  // named by its table (a named section around each would give two landmarks of one name).
  const section = (name: string) => ({
    id: `statistics-${name}-section`,
    className: 'plein-statistics__section',
  });

  return (
    <ScreenMain
      wide
      title={path === undefined ? t('statistics.title') : t('statistics.page.title', { path })}
    >
      <Stack gap={5} className="plein-statistics">
        {path === undefined ? (
          <p>{t('statistics.intro')}</p>
        ) : (
          <>
            <p>{t('statistics.page.intro')}</p>
            <p>
              <Link href={`/statistics?${statisticsSearchOf(range)}`}>
                {t('statistics.page.wholeSite')}
              </Link>
            </p>
          </>
        )}
        <RangeChooser key={`${range.from} ${range.to}`} range={range} path={path} />
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
            <p>
              {t(path === undefined ? 'statistics.emptyPeriod' : 'statistics.page.emptyPeriod')}
            </p>
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
              {(path === undefined ? rankingNames : pageRankings).map((ranking) => (
                <section key={ranking} {...section(ranking)}>
                  <h2 id={`statistics-${ranking}`}>{t(`statistics.${ranking}.title`)}</h2>
                  {path !== undefined ? <p>{t('statistics.page.entriesNote')}</p> : null}
                  <RankingTable
                    ranking={ranking}
                    rows={report[ranking]}
                    fileNameOf={fileNameOf}
                    pageLinkOf={
                      path === undefined && pageRows.has(ranking) ? pageLinkOf : undefined
                    }
                  />
                </section>
              ))}
            </div>
            {path === undefined ? (
              <>
                <section {...section('searches')}>
                  <h2 id="statistics-searches">{t('statistics.searches.title')}</h2>
                  <SearchesTable searches={report.searches} fileNameOf={fileNameOf} />
                </section>
                <section {...section('not-found')}>
                  <h2 id="statistics-not-found">{t('statistics.notFound.title')}</h2>
                  <NotFoundTable notFound={report.notFound} fileNameOf={fileNameOf} />
                </section>
              </>
            ) : null}
            <section {...section('vitals')}>
              <h2 id="statistics-vitals">{t('statistics.vitals.title')}</h2>
              <p>{t('statistics.vitals.intro')}</p>
              <VitalThresholds />
              <VitalsTable vitals={report.vitals} fileNameOf={fileNameOf} />
            </section>
          </>
        ) : null}
      </Stack>
    </ScreenMain>
  );
}
