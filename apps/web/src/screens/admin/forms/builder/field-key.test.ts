import { describe, expect, it } from 'vitest';
import { formFieldKeyPattern } from '@plein/validation';
import { suggestFieldKey, suggestOptionValue } from './field-key';

describe('suggestFieldKey', () => {
  it('makes a key in the key pattern from a Dutch label', () => {
    expect(suggestFieldKey('Uw e-mailadres', [])).toBe('uw_e_mailadres');
    expect(suggestFieldKey('Café & Terras!', [])).toBe('cafe_terras');
    expect(suggestFieldKey('2e keus', [])).toBe('veld_2e_keus');
    expect(suggestFieldKey('   ', [])).toBe('veld');
    const long = suggestFieldKey('Een heel erg lange vraag over van alles en nog wat', []);
    expect(long).toMatch(formFieldKeyPattern);
    expect(long.length).toBeLessThanOrEqual(40);
  });

  it('adds a number until the key is free', () => {
    expect(suggestFieldKey('Naam', ['naam'])).toBe('naam_2');
    expect(suggestFieldKey('Naam', ['naam', 'naam_2'])).toBe('naam_3');
    expect(suggestFieldKey('', ['veld'])).toBe('veld_2');
    const base = 'a'.repeat(40);
    expect(suggestFieldKey(base, [base])).toBe(`${'a'.repeat(38)}_2`);
  });
});

describe('suggestOptionValue', () => {
  it('makes a value from a label', () => {
    expect(suggestOptionValue('Ja, graag!')).toBe('ja_graag');
    expect(suggestOptionValue('1-2 keer')).toBe('1_2_keer');
  });
});
