/** The languages content is written in; Dutch is the site's default (spec section 1). */
const contentLanguages = ['nl', 'en'] as const;

/** The other-language version of a page, for `hreflang`. */
export interface LanguageAlternate {
  /** `nl`, `en`, or `x-default` (the version for any other language: Dutch). */
  hreflang: string;
  path: string;
}

/** Legal pages are the pages that exist per language: `legal-{kind}-{nl|en}`. */
const legalPageName = /^legal-(.+)-(nl|en)$/;

/**
 * The page of the other language, when a page is one of a pair (legal pages: the only pages
 * written in both languages; other content is Dutch only).
 *
 * @example
 * counterpartPageName('legal-privacy-nl'); // 'legal-privacy-en'
 * counterpartPageName('over-ons'); // null
 */
export function counterpartPageName(pageName: string): string | null {
  const found = legalPageName.exec(pageName);
  if (!found) return null;
  return `legal-${found[1]}-${found[2] === 'nl' ? 'en' : 'nl'}`;
}

/**
 * The `hreflang` alternates of a page whose other-language version exists: both versions at
 * their own address (`/{name}`, as the sitemap lists legal pages) and the Dutch one as
 * `x-default`. None for a page without a counterpart.
 *
 * @example
 * languageAlternates('legal-privacy-en', true);
 * // nl /legal-privacy-nl, en /legal-privacy-en, x-default /legal-privacy-nl
 */
export function languageAlternates(
  pageName: string,
  counterpartExists: boolean,
): LanguageAlternate[] {
  const found = legalPageName.exec(pageName);
  if (!found || !counterpartExists) return [];
  const pathOf = (language: string) => `/legal-${found[1]}-${language}`;
  return [
    ...contentLanguages.map((language) => ({ hreflang: language, path: pathOf(language) })),
    { hreflang: 'x-default', path: pathOf('nl') },
  ];
}
