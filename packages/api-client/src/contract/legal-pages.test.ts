import { describe, expect, it } from 'vitest';
import { isLegalPage } from './legal-pages';

describe('isLegalPage', () => {
  it('knows the legal pages by their name', () => {
    expect(isLegalPage({ name: 'legal-terms-of-use-nl' })).toBe(true);
    expect(isLegalPage({ name: 'legal-privacy-en' })).toBe(true);
    expect(isLegalPage({ name: 'over-ons' })).toBe(false);
    expect(isLegalPage({ name: 'legally-speaking' })).toBe(false);
  });
});
