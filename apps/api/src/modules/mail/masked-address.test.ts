import { describe, expect, it } from 'vitest';
import { maskedAddress } from './masked-address';

describe('maskedAddress', () => {
  it('keeps the first character and the domain, hiding the rest of the local part', () => {
    expect(maskedAddress('jan.jansen@example.org')).toBe('j***@example.org');
    expect(maskedAddress('j@example.org')).toBe('j***@example.org');
  });

  it('hides all of something that is not an address', () => {
    expect(maskedAddress('geen adres')).toBe('***');
    expect(maskedAddress('@example.org')).toBe('***');
  });
});
