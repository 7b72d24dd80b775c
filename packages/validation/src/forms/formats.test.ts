import { describe, expect, it } from 'vitest';
import { object } from 'yup';
import {
  colorSchema,
  dateSchema,
  emailSchema,
  hexColorSchema,
  rgbaColorSchema,
  timeSchema,
} from './format-schemas';
import { isColor, isDate, isEmail, isHexColor, isRgbColor, isRgbaColor, isTime } from './formats';

describe('isDate', () => {
  it('accepts real calendar dates as year/month/day', () => {
    expect(isDate('2023/03/14')).toBe(true);
    expect(isDate('2024/02/29')).toBe(true);
    expect(isDate('2023-12-31')).toBe(true);
  });

  it('refuses impossible dates and other orders', () => {
    for (const bad of [
      '2023/02/29',
      '2023/04/31',
      '2023/13/01',
      '2023/00/10',
      '2023/01/00',
      '14/03/2023',
      '2023/3/14',
      '2023-03/14',
      '',
    ]) {
      expect(isDate(bad), bad).toBe(false);
    }
  });
});

describe('isTime', () => {
  it('accepts hh:mm with or without seconds', () => {
    expect(isTime('00:00')).toBe(true);
    expect(isTime('23:59')).toBe(true);
    expect(isTime('08:05:09')).toBe(true);
  });

  it('refuses out-of-range and malformed times', () => {
    for (const bad of ['24:00', '12:60', '12:30:60', '9:30', '12:3', '12:30:', 'noon'])
      expect(isTime(bad), bad).toBe(false);
  });
});

describe('isEmail', () => {
  it('accepts ordinary addresses and refuses broken ones', () => {
    expect(isEmail('jan.de.vries@example.nl')).toBe(true);
    expect(isEmail('a+tag@sub.example.org')).toBe(true);
    for (const bad of ['', 'plain', 'a@', '@example.org', 'a b@example.org'])
      expect(isEmail(bad), bad).toBe(false);
  });
});

describe('colour formats', () => {
  it('accepts hex colours, with alpha only when asked', () => {
    expect(isHexColor('#fff')).toBe(true);
    expect(isHexColor('#A0B1C2')).toBe(true);
    expect(isHexColor('#a0b1c280')).toBe(false);
    expect(isHexColor('#a0b1c280', { alpha: true })).toBe(true);
    expect(isHexColor('#ffff', { alpha: true })).toBe(true);
    for (const bad of ['fff', '#ff', '#fffff', '#ggg'])
      expect(isHexColor(bad, { alpha: true }), bad).toBe(false);
  });

  it('accepts rgb() with channels 0-255', () => {
    expect(isRgbColor('rgb(0,0,0)')).toBe(true);
    expect(isRgbColor('rgb( 255 , 128 , 7 )')).toBe(true);
    expect(isRgbColor('rgb(256, 0, 0)')).toBe(false);
    expect(isRgbColor('rgb(1, 2)')).toBe(false);
    expect(isRgbColor('rgba(1, 2, 3, 1)')).toBe(false);
  });

  it('accepts rgba() with alpha from 0 to 1', () => {
    expect(isRgbaColor('rgba(0, 0, 0, 0)')).toBe(true);
    expect(isRgbaColor('rgba(10, 20, 30, 0.25)')).toBe(true);
    expect(isRgbaColor('rgba(10, 20, 30, .5)')).toBe(true);
    expect(isRgbaColor('rgba(10, 20, 30, 1)')).toBe(true);
    expect(isRgbaColor('rgba(10, 20, 30, 1.5)')).toBe(false);
    expect(isRgbaColor('rgba(10, 20, 30)')).toBe(false);
  });

  it('isColor accepts any of them', () => {
    expect(['#fff', '#ffffff80', 'rgb(1,2,3)', 'rgba(1,2,3,0.4)'].every(isColor)).toBe(true);
    expect(isColor('red')).toBe(false);
  });
});

describe('format schemas with formik-style values', () => {
  const form = object({
    date: dateSchema.required(),
    time: timeSchema,
    email: emailSchema,
    color: colorSchema,
  });

  it('passes a valid form and lets empty optional fields through', () => {
    expect(
      form.isValidSync({ date: '2023/03/14', time: '', email: undefined, color: '#fff' }),
    ).toBe(true);
  });

  it('reports a message key per failing field', () => {
    let errors: string[] = [];
    try {
      form.validateSync(
        { date: '2023/02/30', time: '25:00', email: 'x@', color: 'red' },
        { abortEarly: false },
      );
    } catch (error) {
      errors = (error as { errors: string[] }).errors;
    }
    expect(errors.sort()).toEqual([
      'validation.color',
      'validation.date',
      'validation.email',
      'validation.time',
    ]);
  });

  it('has single-format schemas for hex and rgba', () => {
    expect(hexColorSchema.isValidSync('#12345678')).toBe(false);
    expect(rgbaColorSchema.isValidSync('rgba(1, 2, 3, 0.5)')).toBe(true);
  });
});
