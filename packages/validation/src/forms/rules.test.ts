import { describe, expect, it, vi } from 'vitest';
import { runRules, shouldRunRules } from './rules';
import type { FieldRule } from './rules';

const required: FieldRule<string> = (v) => v.trim().length > 0 || 'Vul dit veld in';
const short: FieldRule<string> = (v) => v.length <= 5;

describe('runRules', () => {
  it('returns null when every rule passes', () => {
    expect(runRules([required, short], 'abc', 'change')).toBeNull();
  });

  it('returns the message a failing rule gives', () => {
    expect(runRules([required, short], '  ', 'change')).toBe('Vul dit veld in');
  });

  it('uses the fallback message for a rule that returns false', () => {
    expect(runRules([required, short], 'abcdef', 'change')).toBe('validation.invalid');
    expect(runRules([short], 'abcdef', 'blur', { fallbackMessage: 'Te lang' })).toBe('Te lang');
  });

  it('stops at the first failure', () => {
    const later = vi.fn(() => true);
    runRules([required, later], '', 'change');
    expect(later).not.toHaveBeenCalled();
  });

  it('skips triggers the field mode does not listen to', () => {
    expect(runRules([required], '', 'change', { mode: 'blur' })).toBeNull();
    expect(runRules([required], '', 'blur', { mode: 'blur' })).toBe('Vul dit veld in');
    expect(runRules([required], '', 'blur', { mode: 'demand' })).toBeNull();
    expect(runRules([required], '', 'demand', { mode: 'demand' })).toBe('Vul dit veld in');
  });
});

describe('shouldRunRules', () => {
  it('lets a demand reach every mode', () => {
    expect(shouldRunRules('change', 'demand')).toBe(true);
    expect(shouldRunRules('blur', 'demand')).toBe(true);
    expect(shouldRunRules('demand', 'demand')).toBe(true);
    expect(shouldRunRules('demand', 'change')).toBe(false);
  });
});
