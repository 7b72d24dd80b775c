import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, LabelList, XAxis, YAxis } from 'recharts';
import type { LabelProps } from 'recharts';
import { VisuallyHidden } from '@plein/ui-kit';
import type { ChartRow } from './dashboard-labels';

/** The id of the hatching every bar is filled with ({@link BarHatching}). */
export const hatchingId = 'plein-dashboard-hatching';

/** Height of one bar's row: its label above, the bar below. */
const rowHeight = 44;
/** Room right of the longest bar for its value (`1.234 (56%)`). */
const valueRoom = 96;
/** Most characters of a label in the chart; the table shows it whole. */
const labelLength = 48;

const shorten = (text: string) =>
  text.length > labelLength ? `${text.slice(0, labelLength - 1).trimEnd()}…` : text;

/**
 * The pattern bars are filled with: diagonal hatching over a light tint with a solid outline, so
 * a bar reads without colour (in greyscale, in print, for colour-blind people) and stands apart
 * from the page in forced-colours mode. Rendered once per screen.
 */
export function BarHatching() {
  return (
    <svg
      className="plein-dashboard__defs"
      width="0"
      height="0"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <pattern id={hatchingId} width="8" height="8" patternUnits="userSpaceOnUse">
          <rect width="8" height="8" className="plein-dashboard__hatch-ground" />
          <path d="M-2,2 l4,-4 M0,8 l8,-8 M6,10 l4,-4" className="plein-dashboard__hatch-line" />
        </pattern>
      </defs>
    </svg>
  );
}

/** A bar's label, written above the bar (so long labels need no room beside it). */
function CategoryLabel({ x, y, value }: LabelProps) {
  if (typeof x !== 'number' || typeof y !== 'number') return null;
  return (
    <text x={x} y={y - 6} className="plein-dashboard-chart__label">
      {shorten(String(value ?? ''))}
    </text>
  );
}

/**
 * A horizontal bar chart with its numbers as a table: one bar per row, its label above it and
 * its value written at its end, so it is read without colour or a legend. The chart is only a
 * picture (`aria-hidden`): screen readers and keyboard users get the same numbers from the table
 * under it. The table is a native disclosure (`details`/`summary`, "Show as table"): it is in
 * the tab order and announced as expandable by every screen reader, works before the page is
 * hydrated and without JavaScript, and shows sighted people the exact numbers too, while the
 * charts stay the first thing they see. The heading is the caller's; `caption` names the table.
 *
 * @example
 * <DashboardChart caption="Maat: aantal per antwoord" labelHeading="Antwoord" rows={rows} />
 */
export function DashboardChart({
  caption,
  labelHeading,
  rows,
  shares = false,
}: {
  caption: string;
  labelHeading: string;
  rows: readonly ChartRow[];
  /** Whether the rows have a share (a column of its own in the table). */
  shares?: boolean;
}) {
  const { t } = useTranslation('admin');
  const captionId = useId();
  const height = rows.length * rowHeight + 8;
  return (
    <div className="plein-dashboard-chart">
      <div className="plein-dashboard-chart__graphic" aria-hidden="true" style={{ height }}>
        <BarChart
          layout="vertical"
          data={[...rows]}
          responsive
          style={{ width: '100%', height }}
          margin={{ top: 18, right: valueRoom, bottom: 0, left: 0 }}
          barCategoryGap={0}
          accessibilityLayer={false}
        >
          {/* At least 1, so bars of a chart with only zeroes start at the left too. */}
          <XAxis type="number" hide domain={[0, (dataMax: number) => Math.max(1, dataMax)]} />
          <YAxis type="category" dataKey="key" hide />
          <Bar
            dataKey="count"
            barSize={14}
            minPointSize={1}
            fill={`url(#${hatchingId})`}
            className="plein-dashboard-chart__bar"
            isAnimationActive={false}
          >
            <LabelList dataKey="label" content={CategoryLabel} />
            <LabelList
              dataKey="valueText"
              position="right"
              className="plein-dashboard-chart__value"
            />
          </Bar>
        </BarChart>
      </div>
      <details className="plein-dashboard-chart__details">
        <summary>
          {t('forms.dashboard.showTable')}
          <VisuallyHidden>: {caption}</VisuallyHidden>
        </summary>
        <div className="plein-form-table" role="region" aria-labelledby={captionId} tabIndex={0}>
          <table className="plein-table plein-dashboard-chart__table">
            <caption id={captionId}>{caption}</caption>
            <thead>
              <tr>
                <th scope="col">{labelHeading}</th>
                <th scope="col">{t('forms.dashboard.columns.count')}</th>
                {shares ? <th scope="col">{t('forms.dashboard.columns.share')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row">{row.label}</th>
                  <td>{row.countText}</td>
                  {shares ? <td>{row.share}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
