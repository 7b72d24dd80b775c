import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { webVitalNames, webVitalThresholds } from '@plein/api-client';
import type { StatisticsReport, StatisticsRow, WebVitalName } from '@plein/api-client';
import { Link, VisuallyHidden } from '@plein/ui-kit';
import { formatCount, formatVital } from './statistics-format';
import { StatisticsTable } from './statistics-table';

/** The rankings of a report, each a table of its own. */
export const rankingNames = ['pages', 'entries', 'referrers', 'devices', 'languages'] as const;
export type RankingName = (typeof rankingNames)[number];

/** A CSV file's name: the table's, with the range (`paginas-2026-11-01-2026-11-30.csv`). */
export type FileNameOf = (table: string) => string;

/** The name of a ranking's row: a device or language in words, a page or host as it is. */
function keyLabel(ranking: RankingName, key: string, t: TFunction<'admin'>): string {
  if (ranking === 'devices') return t(`statistics.deviceNames.${key}`, { defaultValue: key });
  if (ranking === 'languages') return t(`statistics.languageNames.${key}`, { defaultValue: key });
  return key;
}

/**
 * One ranking (pages, entry pages, referrers, devices or languages) with its CSV. With
 * `pageLinkOf`, each page's name links to that page's own statistics.
 */
export function RankingTable({
  ranking,
  rows,
  fileNameOf,
  pageLinkOf,
}: {
  ranking: RankingName;
  rows: readonly StatisticsRow[];
  fileNameOf: FileNameOf;
  /** Where a page's statistics are: `/statistics?range=30d&path=%2Fnieuws`. */
  pageLinkOf?: (path: string) => string;
}) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.language;
  return (
    <StatisticsTable
      caption={t(`statistics.${ranking}.title`)}
      captionHidden
      columns={[
        { label: t(`statistics.${ranking}.key`) },
        { label: t('statistics.columns.pageviews'), numeric: true },
        { label: t('statistics.columns.visitors'), numeric: true },
      ]}
      rows={rows.map((row) => {
        const label = keyLabel(ranking, row.key, t);
        return {
          key: row.key,
          cells: [
            pageLinkOf ? (
              <Link
                href={pageLinkOf(row.key)}
                aria-label={t('statistics.page.title', { path: row.key })}
              >
                {label}
              </Link>
            ) : (
              label
            ),
            formatCount(row.pageviews, language),
            formatCount(row.visitors, language),
          ],
          csv: [label, row.pageviews, row.visitors],
        };
      })}
      fileName={fileNameOf(t(`statistics.${ranking}.file`))}
    />
  );
}

/** Site searches, those that found nothing first, marked in words. */
export function SearchesTable({
  searches,
  fileNameOf,
}: {
  searches: StatisticsReport['searches'];
  fileNameOf: FileNameOf;
}) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.language;
  const empty = searches.filter((search) => search.withoutResults > 0).length;
  return (
    <>
      {searches.length > 0 ? (
        <p>
          {empty > 0
            ? t('statistics.searches.withoutResultsFirst', { count: empty })
            : t('statistics.searches.allFound')}
        </p>
      ) : null}
      <StatisticsTable
        caption={t('statistics.searches.title')}
        captionHidden
        columns={[
          { label: t('statistics.searches.query') },
          { label: t('statistics.searches.count'), numeric: true },
          { label: t('statistics.searches.withoutResults'), numeric: true },
        ]}
        csvHead={[
          t('statistics.searches.query'),
          t('statistics.searches.count'),
          t('statistics.searches.withoutResults'),
        ]}
        rows={searches.map((search) => ({
          key: search.query,
          marked: search.withoutResults > 0,
          cells: [
            <>
              <span className="plein-statistics__query">{search.query}</span>
              {search.withoutResults > 0 ? (
                <span className="plein-statistics-flag plein-statistics-flag--poor">
                  {search.withoutResults === search.count
                    ? t('statistics.searches.nothingFound')
                    : t('statistics.searches.sometimesNothing')}
                </span>
              ) : null}
            </>,
            formatCount(search.count, language),
            formatCount(search.withoutResults, language),
          ],
          csv: [search.query, search.count, search.withoutResults],
        }))}
        fileName={fileNameOf(t('statistics.searches.file'))}
      />
    </>
  );
}

/** Pages not found, with the pages (or other sites) that link to them. */
export function NotFoundTable({
  notFound,
  fileNameOf,
}: {
  notFound: StatisticsReport['notFound'];
  fileNameOf: FileNameOf;
}) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.language;
  const referrerText = ({ referrer, count }: { referrer: string; count: number }) =>
    t('statistics.notFound.referrerCount', { referrer, count: formatCount(count, language) });
  return (
    <StatisticsTable
      caption={t('statistics.notFound.title')}
      captionHidden
      columns={[
        { label: t('statistics.notFound.path') },
        { label: t('statistics.notFound.count'), numeric: true },
        { label: t('statistics.notFound.referrers') },
      ]}
      rows={notFound.map((entry) => ({
        key: entry.path,
        cells: [
          entry.path,
          formatCount(entry.count, language),
          entry.referrers.length === 0 ? (
            t('statistics.notFound.unknownReferrer')
          ) : (
            <ul className="plein-statistics__referrers">
              {entry.referrers.map((referrer) => (
                <li key={referrer.referrer}>{referrerText(referrer)}</li>
              ))}
            </ul>
          ),
        ],
        csv: [entry.path, entry.count, entry.referrers.map(referrerText).join('; ')],
      }))}
      fileName={fileNameOf(t('statistics.notFound.file'))}
    />
  );
}

type VitalOfPage = StatisticsReport['vitals'][number];

/** What the thresholds mean, per metric: `LCP: goed tot 2,5 s, slecht boven 4,0 s`. */
export function VitalThresholds() {
  const { t, i18n } = useTranslation('admin');
  return (
    <ul className="plein-statistics__thresholds">
      {webVitalNames.map((metric) => {
        const thresholds = webVitalThresholds[metric];
        return (
          <li key={metric}>
            <abbr title={t(`statistics.vitals.names.${metric}`)}>
              {t(`statistics.vitals.short.${metric}`)}
            </abbr>
            {': '}
            {thresholds
              ? t('statistics.vitals.threshold', {
                  good: formatVital(metric, thresholds[0], i18n.language),
                  poor: formatVital(metric, thresholds[1], i18n.language),
                })
              : t('statistics.vitals.noThreshold')}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Per page, the 75th percentile of each web vital with its rating in words (good, needs
 * improvement, poor); one row per page, in the API's order (most samples first).
 */
export function VitalsTable({
  vitals,
  fileNameOf,
}: {
  vitals: StatisticsReport['vitals'];
  fileNameOf: FileNameOf;
}) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.language;
  const pages = new Map<string, Map<WebVitalName, VitalOfPage>>();
  for (const vital of vitals) {
    const metrics = pages.get(vital.path) ?? new Map<WebVitalName, VitalOfPage>();
    metrics.set(vital.metric, vital);
    pages.set(vital.path, metrics);
  }
  const rating = (vital: VitalOfPage) =>
    vital.rating ? t(`statistics.vitals.rating.${vital.rating}`) : '';
  const cell = (vital: VitalOfPage | undefined) =>
    vital ? (
      <span className="plein-statistics-vital">
        <span>{formatVital(vital.metric, vital.p75, language)}</span>
        {vital.rating ? (
          <span className={`plein-statistics-flag plein-statistics-flag--${vital.rating}`}>
            {rating(vital)}
          </span>
        ) : null}
        <span className="plein-statistics-vital__samples">
          {t('statistics.vitals.samples', {
            count: vital.samples,
            samples: formatCount(vital.samples, language),
          })}
        </span>
      </span>
    ) : (
      <>
        <span aria-hidden="true">–</span>
        <VisuallyHidden>{t('statistics.vitals.noSamples')}</VisuallyHidden>
      </>
    );
  return (
    <StatisticsTable
      caption={t('statistics.vitals.title')}
      captionHidden
      columns={[
        { label: t('statistics.vitals.page') },
        ...webVitalNames.map((metric) => ({ label: t(`statistics.vitals.short.${metric}`) })),
      ]}
      csvHead={[
        t('statistics.vitals.page'),
        ...webVitalNames.flatMap((metric) => {
          const name = t(`statistics.vitals.short.${metric}`);
          const unit = metric === 'CLS' ? '' : ' (ms)';
          return [
            `${name}${unit}`,
            t('statistics.vitals.csvRating', { metric: name }),
            t('statistics.vitals.csvSamples', { metric: name }),
          ];
        }),
      ]}
      rows={[...pages].map(([path, metrics]) => ({
        key: path,
        cells: [path, ...webVitalNames.map((metric) => cell(metrics.get(metric)))],
        csv: [
          path,
          ...webVitalNames.flatMap((metric) => {
            const vital = metrics.get(metric);
            return vital ? [vital.p75, rating(vital), vital.samples] : ['', '', ''];
          }),
        ],
      }))}
      fileName={fileNameOf(t('statistics.vitals.file'))}
    />
  );
}
