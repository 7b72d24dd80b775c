/**
 * The legal pages every tenant starts with (spec section 2: terms of use, privacy,
 * accessibility and cookie statement) are pages named `legal-{kind}-{lang}`.
 */
export const legalPageNamePrefix = 'legal-';

/**
 * Whether a page is one of the legal pages, which the admin lists apart from content pages.
 *
 * @example
 * isLegalPage({ name: 'legal-privacy-nl' }); // true
 */
export function isLegalPage(page: { name: string }): boolean {
  return page.name.startsWith(legalPageNamePrefix);
}
