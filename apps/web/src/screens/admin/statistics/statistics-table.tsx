import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, VisuallyHidden } from '@plein/ui-kit';
import { downloadCsv } from './csv';
import type { CsvCell } from './csv';
import '../shared/admin-table.css';

/** A column of a statistics table. */
export interface StatisticsColumn {
  label: string;
  /** Right-aligned figures in tabular digits. */
  numeric?: boolean;
}

/** A row: what the table shows (the first cell heads the row) and what its CSV holds. */
export interface StatisticsTableRow {
  key: string;
  cells: ReactNode[];
  csv: CsvCell[];
  /** Set apart (a search that found nothing); the row says why in words too. */
  marked?: boolean;
}

/**
 * A table of the statistics screen with its CSV download: the table scrolls sideways in its own
 * focusable region (never widening the page at 375 px), and the button makes a CSV of the same
 * rows in the browser. Without rows it says there is no data for the period.
 *
 * @example
 * <StatisticsTable caption="Pagina's" columns={columns} rows={rows} fileName="paginas.csv" />
 */
export function StatisticsTable({
  caption,
  captionHidden = false,
  columns,
  rows,
  fileName,
  csvHead,
}: {
  caption: string;
  /** The caption is for assistive technology only (a heading above already names the table). */
  captionHidden?: boolean;
  columns: readonly StatisticsColumn[];
  rows: readonly StatisticsTableRow[];
  fileName: string;
  /** The CSV's headings when its columns are not the table's. */
  csvHead?: readonly string[];
}) {
  const { t } = useTranslation('admin');
  const captionId = useId();
  if (rows.length === 0) return <p className="plein-statistics__empty">{t('statistics.empty')}</p>;
  const download = () =>
    downloadCsv(fileName, [
      csvHead ?? columns.map((column) => column.label),
      ...rows.map((row) => row.csv),
    ]);
  return (
    <div className="plein-statistics-table">
      <div
        className="plein-statistics-table__scroll"
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
      >
        <table className="plein-table plein-statistics-table__table">
          <caption id={captionId}>
            {captionHidden ? <VisuallyHidden>{caption}</VisuallyHidden> : caption}
          </caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.label}
                  scope="col"
                  className={column.numeric ? 'plein-statistics-table__number' : undefined}
                >
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.key}
                className={row.marked ? 'plein-statistics-table__marked' : undefined}
              >
                {row.cells.map((cell, index) =>
                  index === 0 ? (
                    <th key={index} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td
                      key={index}
                      className={
                        columns[index]?.numeric ? 'plein-statistics-table__number' : undefined
                      }
                    >
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Button variant="secondary" size="sm" onClick={download}>
        {t('statistics.csv')}
        <VisuallyHidden>: {caption}</VisuallyHidden>
      </Button>
    </div>
  );
}
