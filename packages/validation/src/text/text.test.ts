import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';
import { sanitizeFileName } from './file-name';
import { guidPattern, isGuid } from './guid';
import { slugifyItemTitle } from './slug';

describe('sanitizeFileName', () => {
  it('removes \\ / : * ? " < > | and single quotes and keeps the rest', () => {
    expect(sanitizeFileName('a\\b/c:d*e?f"g<h>i|j\'k.png')).toBe('abcdefghijk.png');
    expect(sanitizeFileName('Jaarverslag 2024 (definitief).pdf')).toBe(
      'Jaarverslag 2024 (definitief).pdf',
    );
  });
});

describe('slugifyItemTitle', () => {
  it('lowercases, turns spaces into hyphens and strips other characters', () => {
    expect(slugifyItemTitle('Hello World')).toBe('hello-world');
    expect(slugifyItemTitle('Q&A: 10 tips!')).toBe('qa-10-tips');
  });

  it('keeps the letters of accented words', () => {
    expect(slugifyItemTitle('Één café')).toBe('een-cafe');
  });
});

describe('formatFileSize', () => {
  it('uses 1024 units', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1023)).toBe('1,023 B');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(30 * 1024 * 1024)).toBe('30 MB');
  });

  it('writes a Dutch decimal comma when asked', () => {
    expect(formatFileSize(1536, { locale: 'nl' })).toBe('1,5 KB');
  });
});

describe('isGuid and guidPattern', () => {
  it('take a guid in either case and refuse anything else', () => {
    const guid = '0b5c4a56-8b7e-4c0e-9f1a-2a3b4c5d6e7f';
    for (const value of [guid, guid.toUpperCase()]) {
      expect(isGuid(value)).toBe(true);
      expect(guidPattern.test(value)).toBe(true);
    }
    for (const value of ['', '../etc', `${guid}x`, guid.slice(1), 'g'.repeat(36), 42, null]) {
      expect(isGuid(value)).toBe(false);
    }
  });
});
