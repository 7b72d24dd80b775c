import type { BuildingBlockInstance, Page } from './pages';

/** How much a problem weighs: an error blocks publishing, a warning does not. */
export type PublishProblemSeverity = 'error' | 'warning';

/** What a check found (translated by code in the editor). */
export type PublishProblemCode =
  | 'title_block_without_title'
  | 'more_than_one_title_block'
  | 'title_differs'
  | 'heading_skips_level'
  | 'image_without_alt'
  | 'link_to_missing_page'
  | 'empty_block';

/** One problem of a page's draft, on a block when `blockGuid` is set. */
export interface PublishProblem {
  code: PublishProblemCode;
  severity: PublishProblemSeverity;
  blockGuid?: string;
  /** What the problem is about: the heading levels (`h2 → h4`) or the link's path. */
  detail?: string;
}

/** The `details` of a 409 `page_not_ready`: the errors that block publishing. */
export interface PageNotReadyDetails {
  problems: PublishProblem[];
}

/**
 * The first path segments the application answers itself (spec section 2 routes); a link to
 * one of them is not a link to a missing page.
 */
export const appPathSegments: readonly string[] = [
  'a',
  'account',
  'admin',
  'home',
  'invitation',
  'legal',
  'login',
  'reset-password',
  'search',
  'settings',
  'statistics',
  'submission',
  'unauthorized',
  'verify-email',
];

const severityOf: Record<PublishProblemCode, PublishProblemSeverity> = {
  title_block_without_title: 'error',
  image_without_alt: 'error',
  // More than one h1 is allowed by WCAG; one per page is the advice, so it warns.
  more_than_one_title_block: 'warning',
  title_differs: 'warning',
  heading_skips_level: 'warning',
  link_to_missing_page: 'warning',
  empty_block: 'warning',
};

const problem = (
  code: PublishProblemCode,
  block?: BuildingBlockInstance,
  detail?: string,
): PublishProblem => ({
  code,
  severity: severityOf[code],
  ...(block ? { blockGuid: block.guid } : {}),
  ...(detail !== undefined ? { detail } : {}),
});

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const field = (block: BuildingBlockInstance, name: string) =>
  textOf((block.content as Record<string, unknown> | null)?.[name]);

// Rich text is stored sanitised to a short list of tags with double-quoted attributes
// (block-content), so its headings and links are found reliably without a parser.
const headingPattern = /<h([1-6])\b[^>]*>/gi;
const hrefPattern = /<a\b[^>]*\bhref="([^"]*)"/gi;
const tagPattern = /<[^>]*>/g;

/** The first segment of a site path (`/over-ons/team?x` → `over-ons`); null for other links. */
function sitePathSegment(href: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  const path = href.split(/[?#]/, 1)[0] ?? '';
  return decodeURIComponent(path.split('/')[1] ?? '');
}

/** Whether a block has nothing a visitor would see. */
function isEmpty(block: BuildingBlockInstance): boolean {
  const content = (block.content ?? {}) as Record<string, unknown>;
  switch (block.buildingBlock) {
    case 'hero':
      return field(block, 'title') === '' && field(block, 'text') === '';
    case 'rich-text':
      return (
        field(block, 'html')
          .replace(tagPattern, '')
          .replace(/&nbsp;/g, '')
          .trim() === ''
      );
    case 'image':
      return !content.imageGuid && !content.url;
    case 'buttons':
      return !Array.isArray(content.buttons) || content.buttons.length === 0;
    case 'header-images':
      return !Array.isArray(content.images) || content.images.length === 0;
    case 'video':
      return field(block, 'videoId') === '';
    default:
      return false;
  }
}

/**
 * The checks before publishing a page's draft (issue: content workflow), the same in the editor
 * and on the server:
 * - the page's `h1` is its title block (`hero`): it has a title (error), there is one (a warning
 *   for more) and it is the page's title (a warning when it differs). A page without a title
 *   block shows its title as `h1`;
 * - headings in rich text do not skip a level below the `h1` (warning);
 * - images have alternative text or are marked decorative (error);
 * - links to site paths point to a page of the site or to the application's own routes
 *   (warning: the page may come later);
 * - no block is empty (warning).
 *
 * @example
 * publishChecks(page, { pageNames: new Set(['home', 'over-ons']) }).filter((p) => p.severity === 'error');
 */
export function publishChecks(
  page: Pick<Page, 'title' | 'buildingBlockInstances'>,
  site: { pageNames: ReadonlySet<string> },
): PublishProblem[] {
  const problems: PublishProblem[] = [];
  const blocks = page.buildingBlockInstances;
  const titleBlocks = blocks.filter((block) => block.buildingBlock === 'hero');
  titleBlocks.forEach((block, index) => {
    if (index > 0) problems.push(problem('more_than_one_title_block', block));
    else if (field(block, 'title') === '')
      problems.push(problem('title_block_without_title', block));
    else if (field(block, 'title').toLowerCase() !== page.title.trim().toLowerCase()) {
      problems.push(problem('title_differs', block));
    }
  });

  let level = 1;
  for (const block of blocks) {
    if (isEmpty(block) && block.buildingBlock !== 'hero')
      problems.push(problem('empty_block', block));
    if (block.buildingBlock === 'image') {
      const content = (block.content ?? {}) as Record<string, unknown>;
      if (
        (content.imageGuid || content.url) &&
        field(block, 'alt') === '' &&
        content.decorative !== true
      ) {
        problems.push(problem('image_without_alt', block));
      }
    }
    const html = block.buildingBlock === 'rich-text' ? field(block, 'html') : '';
    for (const [, digit] of html.matchAll(headingPattern)) {
      const next = Number(digit);
      if (next > level + 1)
        problems.push(problem('heading_skips_level', block, `h${level} → h${next}`));
      level = next;
    }
    const links = [
      ...[...html.matchAll(hrefPattern)].map(([, href]) => href ?? ''),
      ...(block.buildingBlock === 'buttons'
        ? ((block.content as { buttons?: { url?: unknown }[] }).buttons ?? []).map((b) =>
            textOf(b.url),
          )
        : []),
    ];
    for (const href of links) {
      const segment = sitePathSegment(href);
      if (segment && !site.pageNames.has(segment) && !appPathSegments.includes(segment)) {
        problems.push(problem('link_to_missing_page', block, href));
      }
    }
  }
  return problems;
}

/** Whether the problems let the page be published (no errors). */
export const mayPublish = (problems: readonly PublishProblem[]): boolean =>
  problems.every((found) => found.severity !== 'error');
