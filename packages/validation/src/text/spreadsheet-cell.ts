// What a spreadsheet may read as a formula (CSV injection, OWASP): a cell starting with = + - @
// (also their full-width forms, which some spreadsheets accept), after any spaces a program may
// trim on import, or starting with a tab or line break.
const formulaStart = /^(?:[\t\r\n]|\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/;

/**
 * A text cell for a CSV file that a spreadsheet shows as text, never runs as a formula: one that
 * could be read as a formula gets a leading `'`. Run every text cell of an export through it
 * (headings, dates, addresses too: any of them may come from a user).
 *
 * @example
 * spreadsheetSafeCell('=HYPERLINK("x")'); // `'=HYPERLINK("x")`
 * spreadsheetSafeCell('Bram'); // 'Bram'
 */
export function spreadsheetSafeCell(cell: string): string {
  return formulaStart.test(cell) ? `'${cell}` : cell;
}
