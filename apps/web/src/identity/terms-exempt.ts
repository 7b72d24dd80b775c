/**
 * Whether the terms-of-use dialog stays closed on a path (spec section 2): the terms page itself,
 * the account's security section and invitation pages.
 *
 * @example
 * isTermsDialogExemptPath('/legal/terms-of-use/nl'); // true
 */
export function isTermsDialogExemptPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  return (
    path === '/legal/terms-of-use' ||
    path.startsWith('/legal/terms-of-use/') ||
    path === '/account/security' ||
    path.startsWith('/invitation/')
  );
}

/**
 * Whether a signed-in user should be asked to accept the terms: active, and the accepted version
 * is not the current one.
 */
export function needsTermsAcceptance(
  user: { isActive: boolean; termsOfUseVersionAccepted: number | null } | null,
  currentVersion: number,
): boolean {
  return Boolean(user?.isActive) && user?.termsOfUseVersionAccepted !== currentVersion;
}
