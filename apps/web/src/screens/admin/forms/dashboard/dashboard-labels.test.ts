import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n, loadAdminMessages } from '../../../../i18n/i18n';
import { bucketLabel, formatNumber, formatShare, periodLabel } from './dashboard-labels';

let nl: TFunction<'admin'>;
let en: TFunction<'admin'>;
beforeAll(async () => {
  const dutch = createI18n('nl');
  const english = createI18n('en');
  await loadAdminMessages(dutch);
  await loadAdminMessages(english);
  nl = dutch.getFixedT('nl', 'admin');
  en = english.getFixedT('en', 'admin');
});

describe('periodLabel', () => {
  it('names days, weeks, months, years and spans of years', () => {
    expect(periodLabel('2026-03-02', 'day', 1, 'nl', nl)).toBe('2 mrt 2026');
    expect(periodLabel('2026-03-02', 'week', 1, 'nl', nl)).toBe('week van 2 mrt 2026');
    expect(periodLabel('2026-03-02', 'week', 1, 'en', en)).toBe('week of 2 Mar 2026');
    expect(periodLabel('1990-05-01', 'month', 1, 'nl', nl)).toBe('mei 1990');
    expect(periodLabel('1990-05-01', 'month', 1, 'en', en)).toBe('May 1990');
    expect(periodLabel('2020-01-01', 'year', 1, 'nl', nl)).toBe('2020');
    expect(periodLabel('1970-01-01', 'year', 5, 'nl', nl)).toBe('1970–1974');
  });
});

describe('bucketLabel', () => {
  it('writes whole-number buckets as the values they hold, others from … to under …', () => {
    expect(bucketLabel({ from: 15, to: 20, count: 0 }, true, 'nl', nl)).toBe('15–19');
    expect(bucketLabel({ from: 7, to: 8, count: 0 }, true, 'nl', nl)).toBe('7');
    expect(bucketLabel({ from: 0.25, to: 0.5, count: 0 }, false, 'nl', nl)).toBe('0,25 tot 0,5');
    expect(bucketLabel({ from: 1000, to: 1500, count: 0 }, false, 'en', en)).toBe(
      '1,000 to under 1,500',
    );
  });
});

describe('numbers and shares', () => {
  it('are written the way each language writes them', () => {
    expect(formatNumber(1234.5, 'nl')).toBe('1.234,5');
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatShare(1, 3, 'nl')).toBe('33%');
    expect(formatShare(0, 0, 'en')).toBe('0%');
    expect(formatShare(410, 412, 'nl')).toBe('99,5%');
    expect(formatShare(1, 1000, 'en')).toBe('0.1%');
    expect(formatShare(412, 412, 'nl')).toBe('100%');
  });
});
