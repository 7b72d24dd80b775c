import { mixed, object, string } from 'yup';
import { homePageName } from '@plein/api-client';
import type { PageLayoutName } from '@plein/api-client';
import { slugifyItemTitle } from '@plein/validation';
import { routeTable } from '../../../routing/route-table';

/** A page name: lowercase letters and digits in words joined by single hyphens (`over-ons`). */
export const pageNamePattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Longest page name the API takes. */
export const pageNameMaxLength = 100;
/** Longest page title the API takes. */
export const pageTitleMaxLength = 200;

/** The four page layouts (spec section 2), in the order the form offers them. */
export const pageLayouts: readonly PageLayoutName[] = ['100', '25-75', '75-25', '25-50-25'];

/**
 * First path segments the site itself uses (its own routes, the API, images, health checks, and
 * `edit`, which would open the home page's editor): a page with such a name could never be
 * reached at `/{name}`. `home` is not among them: that is the home page's own name.
 */
export const reservedPageNames: ReadonlySet<string> = new Set([
  ...routeTable
    .filter((route) => !route.path.startsWith('{any path}'))
    .map((route) => route.path.split('/')[0] ?? '')
    .filter((segment) => segment !== '' && segment !== homePageName),
  'edit',
  'api',
  'a',
  'healthz',
  'readyz',
]);

/**
 * A page name made from a title with the slug rule of list item titles (lowercase, spaces become
 * hyphens, other characters dropped, accents removed), then tidied to the page name pattern:
 * no doubled, leading or trailing hyphens, at most {@link pageNameMaxLength} characters.
 *
 * @example
 * suggestPageName('Over ons & het team!'); // 'over-ons-het-team'
 */
export function suggestPageName(title: string): string {
  return slugifyItemTitle(title.trim())
    .replace(/-+/g, '-')
    .slice(0, pageNameMaxLength)
    .replace(/^-+|-+$/g, '');
}

/** What the new-page form holds. `templateId` is empty for no template. */
export interface NewPageValues {
  title: string;
  name: string;
  layout: PageLayoutName;
  templateId: string;
}

const message = (key: string) => `admin:pages.errors.${key}`;
// What the API takes for markup in a plain-text title (`a < b` is fine, `<b>` is not).
const markup = /<[!?]|<\/?[a-z]/i;

/**
 * The new-page form's rules: a plain-text title, a free name in the page name pattern that the
 * site does not use itself, one of the four layouts. Messages are `admin` keys.
 *
 * @example
 * <Formik validationSchema={newPageSchema(pages.map((page) => page.name))} ... />
 */
export function newPageSchema(takenNames: readonly string[]) {
  const taken = new Set(takenNames.map((name) => name.toLowerCase()));
  return object({
    title: string()
      .trim()
      .required(message('titleRequired'))
      .max(pageTitleMaxLength, message('titleTooLong'))
      .test('plain', message('titlePlain'), (value) => !markup.test(value ?? '')),
    name: string()
      .trim()
      .required(message('nameRequired'))
      .max(pageNameMaxLength, message('nameTooLong'))
      .matches(pageNamePattern, message('nameFormat'))
      .test('reserved', message('nameReserved'), (value) => !reservedPageNames.has(value ?? ''))
      .test('taken', message('nameTaken'), (value) => !taken.has(value ?? '')),
    layout: mixed<PageLayoutName>().oneOf(pageLayouts, message('layoutRequired')).required(),
    templateId: string(),
  });
}
