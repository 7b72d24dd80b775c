import { describe, expect, it } from 'vitest';
import { spreadsheetSafeCell } from './spreadsheet-cell';

describe('spreadsheetSafeCell', () => {
  it('puts a quote before a cell a spreadsheet would read as a formula', () => {
    for (const cell of ['=1+1', '+1', '-2+3', '@SUM(1)', '\t=1', '\r=1', '\n=1', '  =1', '＝1+1']) {
      expect(spreadsheetSafeCell(cell)).toBe(`'${cell}`);
    }
  });

  it('leaves other text as it is', () => {
    for (const cell of ['', 'Bram', '2026-12-01T10:00:00.000Z', 'a=b', 'jan@example.org', '1']) {
      expect(spreadsheetSafeCell(cell)).toBe(cell);
    }
  });
});
