import { spreadsheetSafeCell } from '@plein/validation';

/** One cell of a CSV file: text as it is, numbers unformatted (spreadsheets read them). */
export type CsvCell = string | number;

const cellText = (cell: CsvCell): string => {
  if (typeof cell === 'number') return String(cell);
  // CSV injection: a visitor's search query may be `=HYPERLINK(…)`.
  const text = spreadsheetSafeCell(cell);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/**
 * A table as CSV (RFC 4180: commas, CRLF, quotes doubled), led by a byte-order mark so
 * spreadsheets read accents as UTF-8, like the API's submissions export.
 *
 * @example
 * toCsv([['Pagina', 'Weergaven'], ['/nieuws', 12]]); // '\uFEFFPagina,Weergaven\r\n/nieuws,12\r\n'
 */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(cellText).join(',')).join('\r\n')}\r\n`;
}

/**
 * Makes the browser download `rows` as a CSV file named `fileName`: the file is made here, from
 * the figures on the screen, without another call to the API.
 */
export function downloadCsv(fileName: string, rows: readonly (readonly CsvCell[])[]): void {
  const url = URL.createObjectURL(new Blob([toCsv(rows)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
