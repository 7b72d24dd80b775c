import { describe, expect, it } from 'vitest';
import { dateFromText, dateText } from './date-text';

describe('date text', () => {
  it('writes a day as dd-mm-jjjj and reads it back', () => {
    const day = new Date(2027, 5, 5);
    expect(dateText(day)).toBe('05-06-2027');
    expect(dateFromText('05-06-2027')).toEqual(day);
  });

  it('reads days without leading zeros, with / or ., and ISO dates', () => {
    const day = new Date(2027, 5, 5);
    for (const text of ['5-6-2027', '5/6/2027', '5.6.2027', ' 2027-06-05 ']) {
      expect(dateFromText(text)).toEqual(day);
    }
  });

  it('refuses days that do not exist and text that is no date', () => {
    for (const text of ['31-02-2027', '00-01-2027', '1-13-2027', '2027', '', 'morgen']) {
      expect(dateFromText(text)).toBeNull();
    }
  });
});
