import type { NameValue } from './pages';

/**
 * The page options that override the site's display defaults for one page (spec section 3:
 * `showHeaderByDefault`, `showFooterByDefault`, `showBreadcrumbsByDefault`). A page without the
 * option follows the site's default.
 */
export const pageDisplayOptions = ['showHeader', 'showFooter', 'showBreadcrumbs'] as const;

/** A page option that shows or hides part of the page around its content. */
export type PageDisplayOption = (typeof pageDisplayOptions)[number];

/** The values a display option takes: shown or hidden. */
export const pageDisplayValues = ['true', 'false'] as const;

/**
 * What a page says about one display option: true (show), false (hide), or undefined when it
 * leaves it to the site's default.
 *
 * @example
 * pageDisplayChoice([{ name: 'showFooter', value: 'false' }], 'showFooter'); // false
 */
export function pageDisplayChoice(
  options: readonly NameValue[],
  option: PageDisplayOption,
): boolean | undefined {
  const value = options.find((entry) => entry.name === option)?.value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}

/**
 * The display options of a page whose value is not one of {@link pageDisplayValues}, by name
 * (the API refuses them with 400).
 */
export function invalidPageDisplayOptions(options: readonly NameValue[]): PageDisplayOption[] {
  return pageDisplayOptions.filter((option) =>
    options.some(
      (entry) =>
        entry.name === option && !(pageDisplayValues as readonly string[]).includes(entry.value),
    ),
  );
}

/**
 * A page's options with one display option set to a choice (undefined removes it, so the page
 * follows the site's default again). Other options keep their order.
 */
export function withPageDisplayChoice(
  options: readonly NameValue[],
  option: PageDisplayOption,
  choice: boolean | undefined,
): NameValue[] {
  const others = options.filter((entry) => entry.name !== option);
  return choice === undefined ? others : [...others, { name: option, value: String(choice) }];
}
