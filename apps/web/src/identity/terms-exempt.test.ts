import { describe, expect, it } from 'vitest';
import { isTermsDialogExemptPath, needsTermsAcceptance } from './terms-exempt';

describe('the terms-of-use dialog', () => {
  it('is skipped on the terms page, account/security and invitation pages', () => {
    expect(isTermsDialogExemptPath('/legal/terms-of-use/nl')).toBe(true);
    expect(isTermsDialogExemptPath('/account/security')).toBe(true);
    expect(isTermsDialogExemptPath('/invitation/abc')).toBe(true);
    expect(isTermsDialogExemptPath('/account/profile')).toBe(false);
    expect(isTermsDialogExemptPath('/')).toBe(false);
  });

  it('asks an active user who has not accepted the current version', () => {
    expect(needsTermsAcceptance({ isActive: true, termsOfUseVersionAccepted: null }, 1)).toBe(true);
    expect(needsTermsAcceptance({ isActive: true, termsOfUseVersionAccepted: 1 }, 2)).toBe(true);
    expect(needsTermsAcceptance({ isActive: true, termsOfUseVersionAccepted: 2 }, 2)).toBe(false);
    expect(needsTermsAcceptance({ isActive: false, termsOfUseVersionAccepted: null }, 1)).toBe(
      false,
    );
    expect(needsTermsAcceptance(null, 1)).toBe(false);
  });
});
