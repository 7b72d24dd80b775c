import { describe, expect, it } from 'vitest';
import { applyMask, isMaskComplete, maskPresets, unmask } from './mask';

describe('applyMask', () => {
  it('fills each preset from digits', () => {
    expect(applyMask(maskPresets.date, '20230314')).toBe('2023/03/14');
    expect(applyMask(maskPresets.datetime, '202303140930')).toBe('2023/03/14 09:30');
    expect(applyMask(maskPresets.time, '0930')).toBe('09:30');
    expect(applyMask(maskPresets.fullTime, '093015')).toBe('09:30:15');
    expect(applyMask(maskPresets.phone, '0205551234')).toBe('(020) 555 - 1234');
    expect(applyMask(maskPresets.cardNumber, '4111111111111111')).toBe('4111 1111 1111 1111');
  });

  it('shows an underscore in every unfilled position', () => {
    expect(applyMask(maskPresets.date, '2023')).toBe('2023/__/__');
    expect(applyMask(maskPresets.time, '')).toBe('__:__');
  });

  it('skips characters a token does not take and keeps typed literals', () => {
    expect(applyMask(maskPresets.date, '2023-03-14')).toBe('2023/03/14');
    expect(applyMask(maskPresets.date, '2023/03/14')).toBe('2023/03/14');
    expect(applyMask(maskPresets.cardNumber, '4111 1111 abc 1111 1111 99')).toBe(
      '4111 1111 1111 1111',
    );
  });

  it('writes letters upper- or lower-case as the token says', () => {
    expect(applyMask('AA-##', 'nl12')).toBe('NL-12');
    expect(applyMask('aa-##', 'NL12')).toBe('nl-12');
    expect(applyMask('XXXX', 'a1b2')).toBe('A1B2');
    expect(applyMask('xxxx', 'A1B2')).toBe('a1b2');
    expect(applyMask('SS NN', 'ab 12')).toBe('ab 12');
    expect(applyMask('SS', '12')).toBe('__');
  });

  it('writes an escaped token character literally', () => {
    expect(applyMask('\\#####', '1234')).toBe('#1234');
  });

  it('is stable when applied to its own output', () => {
    const once = applyMask(maskPresets.datetime, '2023031');
    expect(applyMask(maskPresets.datetime, once)).toBe(once);
  });
});

describe('unmask and isMaskComplete', () => {
  it('returns what was typed without literals and fill characters', () => {
    expect(unmask(maskPresets.date, '2023/03/1_')).toBe('2023031');
    expect(unmask(maskPresets.phone, '(020) 555 - 1234')).toBe('0205551234');
  });

  it('tells a complete value from a partial one', () => {
    expect(isMaskComplete(maskPresets.time, '12:30')).toBe(true);
    expect(isMaskComplete(maskPresets.time, '12:3_')).toBe(false);
    expect(isMaskComplete(maskPresets.time, '12:30:00')).toBe(false);
  });
});
