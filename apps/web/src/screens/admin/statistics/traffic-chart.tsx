import { useTranslation } from 'react-i18next';
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { StatisticsReport } from '@plein/api-client';
import { formatCount } from './statistics-format';
import type { SeriesRow } from './statistics-format';
import { StatisticsTable } from './statistics-table';

const height = 260;
/** Dots on the lines while they stay apart; a year of days draws lines only. */
const mostDots = 48;

/** A sample of a line in the legend: solid for page views, dashed for visitors. */
function LineSample({ dashed }: { dashed: boolean }) {
  return (
    <svg width="32" height="12" aria-hidden="true" focusable="false">
      <line
        x1="0"
        y1="6"
        x2="32"
        y2="6"
        className={
          dashed
            ? 'plein-statistics-chart__visitors-line'
            : 'plein-statistics-chart__pageviews-line'
        }
        strokeDasharray={dashed ? '6 4' : undefined}
      />
    </svg>
  );
}

/**
 * Page views and visitors over time, as a line chart with its numbers as a table. The lines
 * differ by more than colour (page views solid with round dots, visitors dashed with square
 * ones) and the legend shows each line's pattern beside its name. The chart is only a picture
 * (`aria-hidden`): the table under it (a native disclosure, like the form dashboard's) gives
 * everyone the same numbers, with a CSV download.
 */
export function TrafficChart({
  rows,
  granularity,
  fileName,
}: {
  rows: readonly SeriesRow[];
  granularity: StatisticsReport['series']['granularity'];
  fileName: string;
}) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.language;
  const dots = rows.length <= mostDots;
  const caption = t(`statistics.overTime.caption.${granularity}`);
  const names = {
    pageviews: t('statistics.columns.pageviews'),
    visitors: t('statistics.columns.visitors'),
  };
  return (
    <div className="plein-statistics-chart">
      <ul className="plein-statistics-chart__legend" aria-hidden="true">
        <li>
          <LineSample dashed={false} />
          {names.pageviews}
        </li>
        <li>
          <LineSample dashed />
          {names.visitors}
        </li>
      </ul>
      <div className="plein-statistics-chart__graphic" aria-hidden="true" style={{ height }}>
        <LineChart
          data={[...rows]}
          responsive
          style={{ width: '100%', height }}
          margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid vertical={false} className="plein-statistics-chart__grid" />
          <XAxis dataKey="tick" interval="preserveStartEnd" minTickGap={16} tickLine={false} />
          <YAxis
            allowDecimals={false}
            width={48}
            tickLine={false}
            axisLine={false}
            tickFormatter={(value: number) => formatCount(value, language)}
          />
          <Tooltip
            isAnimationActive={false}
            labelFormatter={(_, payload) =>
              (payload[0]?.payload as SeriesRow | undefined)?.label ?? ''
            }
            formatter={(value, name) => [
              formatCount(Number(value), language),
              names[name as keyof typeof names] ?? String(name),
            ]}
          />
          <Line
            dataKey="pageviews"
            className="plein-statistics-chart__pageviews"
            stroke="currentColor"
            strokeWidth={2.5}
            dot={dots ? { r: 3, fill: 'currentColor' } : false}
            activeDot={{ r: 5, fill: 'currentColor' }}
            isAnimationActive={false}
          />
          <Line
            dataKey="visitors"
            className="plein-statistics-chart__visitors"
            stroke="currentColor"
            strokeWidth={2}
            strokeDasharray="6 4"
            dot={dots ? <SquareDot /> : false}
            activeDot={<SquareDot size={8} />}
            isAnimationActive={false}
          />
        </LineChart>
      </div>
      <details className="plein-statistics-chart__details">
        <summary>{t('statistics.showTable')}</summary>
        <StatisticsTable
          caption={caption}
          columns={[
            { label: t(`statistics.columns.${granularity}`) },
            { label: names.pageviews, numeric: true },
            { label: names.visitors, numeric: true },
          ]}
          rows={rows.map((row) => ({
            key: row.at,
            cells: [
              row.label,
              formatCount(row.pageviews, language),
              formatCount(row.visitors, language),
            ],
            csv: [row.at, row.pageviews, row.visitors],
          }))}
          fileName={fileName}
        />
      </details>
    </div>
  );
}

/** The visitors' dots: squares, so the two lines differ in shape where they meet. */
function SquareDot({ cx, cy, size = 6 }: { cx?: number; cy?: number; size?: number }) {
  if (typeof cx !== 'number' || typeof cy !== 'number') return null;
  return (
    <rect
      x={cx - size / 2}
      y={cy - size / 2}
      width={size}
      height={size}
      className="plein-statistics-chart__square"
    />
  );
}
