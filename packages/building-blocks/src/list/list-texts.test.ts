import { listSortByValues } from '@plein/validation';
import { describe, expect, it } from 'vitest';
import { listTexts } from './list-texts';

describe('listTexts', () => {
  it('gives every text in Dutch by default and in English, with the range filled in', () => {
    const nl = listTexts();
    expect(nl.noRecords).toBe('Geen records gevonden');
    expect(nl.range(1, 10, '42')).toBe('1-10 van 42');
    const en = listTexts('en');
    expect(en.next).toBe('Next');
    expect(en.range(11, 20, '100+')).toBe('11-20 of 100+');
  });

  it('has a label for every sort the API accepts and no untranslated key, in both languages', () => {
    for (const language of ['nl', 'en'] as const) {
      const texts = listTexts(language);
      expect(Object.keys(texts.sortLabels).sort()).toEqual([...listSortByValues].sort());
      const strings = [
        ...Object.values(texts).filter((value) => typeof value === 'string'),
        ...Object.values(texts.sortLabels),
      ];
      for (const value of strings) expect(value).not.toMatch(/^blocks\.list\./);
    }
  });
});
