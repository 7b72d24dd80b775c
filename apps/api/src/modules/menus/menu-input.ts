import { maxMenuDepth } from '@plein/api-client';
import { isExternalUrl } from '@plein/validation';
import { invalidBody } from '../../http/errors';
import { isGuid } from '../../http/params';

/** Most items one menu may hold, at every depth together. */
export const maxMenuItems = 200;
/** Longest item name (after trimming). */
export const maxMenuItemNameLength = 80;

/** A url segment: lowercase letters and digits in words joined by single hyphens. */
export const urlSegmentPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Longest url segment. */
export const maxUrlSegmentLength = 100;
/** Longest external URL (after trimming). */
export const maxExternalUrlLength = 2000;
const inputKeys = new Set([
  'guid',
  'name',
  'urlSegment',
  'pageGuid',
  'externalUrl',
  'relatedMenuItems',
]);
// What `GET` answers besides the input fields; a client may send a fetched tree back as it is.
const readOnlyKeys = new Set(['pageName', 'pageIsPublished']);

/** One problem of a refused menu: where (`[1].relatedMenuItems[0].externalUrl`) and what. */
export interface MenuProblem {
  path: string;
  message: string;
}

/** A checked menu item, trimmed and lower-cased where that applies. */
export interface ValidMenuItem {
  /** The guid the client sent (lower case), null for a new item. */
  guid: string | null;
  name: string;
  urlSegment: string;
  pageGuid: string | null;
  externalUrl: string | null;
  relatedMenuItems: ValidMenuItem[];
  /** Where the item sits in the body, for problems found later (unknown guid or page). */
  path: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The 400 `invalid_body` of a refused menu, listing (at most 20 of) its problems. */
export function invalidMenu(problems: readonly MenuProblem[]) {
  return invalidBody('The menu is not valid.', { problems: problems.slice(0, 20) });
}

/** Counts items down to one level past the deepest allowed one (deeper is refused anyway). */
function countItems(items: readonly unknown[], depth: number): number {
  let count = items.length;
  if (depth > maxMenuDepth) return count;
  for (const item of items) {
    if (isRecord(item) && Array.isArray(item.relatedMenuItems)) {
      count += countItems(item.relatedMenuItems, depth + 1);
    }
  }
  return count;
}

function checkItem(
  raw: unknown,
  path: string,
  depth: number,
  problems: MenuProblem[],
): ValidMenuItem | null {
  const problem = (field: string, message: string) =>
    problems.push({ path: field ? `${path}.${field}` : path, message });
  if (!isRecord(raw)) {
    problem('', 'must be a menu item object');
    return null;
  }
  const before = problems.length;
  for (const key of Object.keys(raw)) {
    if (!inputKeys.has(key) && !readOnlyKeys.has(key)) problem(key, 'is not a menu item field');
  }

  let guid: string | null = null;
  if (raw.guid !== undefined && raw.guid !== null) {
    if (isGuid(raw.guid)) guid = raw.guid.toLowerCase();
    else problem('guid', 'must be a guid, or left out for a new item');
  }

  let name = '';
  if (typeof raw.name !== 'string') problem('name', 'must be a text');
  else {
    name = raw.name.trim();
    const length = [...name].length;
    if (length < 1 || length > maxMenuItemNameLength) {
      problem('name', `must be 1 to ${maxMenuItemNameLength} characters`);
    } else if (/\p{Cc}/u.test(name)) problem('name', 'must not hold control characters');
  }

  const urlSegment = typeof raw.urlSegment === 'string' ? raw.urlSegment : '';
  if (typeof raw.urlSegment !== 'string') problem('urlSegment', 'must be a text');

  let pageGuid: string | null = null;
  if (raw.pageGuid === null) pageGuid = null;
  else if (isGuid(raw.pageGuid)) pageGuid = raw.pageGuid.toLowerCase();
  else problem('pageGuid', 'must be a page guid or null');

  // An empty text (a cleared form field) means no external URL, like null.
  let externalUrl: string | null = null;
  if (raw.externalUrl !== null) {
    if (typeof raw.externalUrl !== 'string') problem('externalUrl', 'must be a URL or null');
    else externalUrl = raw.externalUrl.trim() || null;
  }

  let children: unknown[] = [];
  if (Array.isArray(raw.relatedMenuItems)) children = raw.relatedMenuItems;
  else problem('relatedMenuItems', 'must be a list of menu items');

  if (externalUrl !== null) {
    // External: a public web address and nothing else.
    if (externalUrl.length > maxExternalUrlLength || !isExternalUrl(externalUrl)) {
      problem(
        'externalUrl',
        'must be an http, https or ftp URL of a public host (no private or local addresses)',
      );
    }
    if (urlSegment !== '') problem('urlSegment', 'must be empty for an external link');
    if (pageGuid !== null) problem('pageGuid', 'must be null for an external link');
    if (children.length > 0) problem('relatedMenuItems', 'an external link has no sub-items');
  } else if (typeof raw.urlSegment !== 'string') {
    // Reported above.
  } else if (urlSegment === '') {
    // The home entry: `/` itself, shown by a page (the demo menus start with one).
    if (depth > 1) problem('urlSegment', 'is required (only a top-level item may stand for /)');
    else {
      if (pageGuid === null)
        problem('pageGuid', 'is required for the home entry (empty urlSegment)');
      if (children.length > 0) problem('relatedMenuItems', 'the home entry has no sub-items');
    }
  } else if (urlSegment.length > maxUrlSegmentLength || !urlSegmentPattern.test(urlSegment)) {
    problem(
      'urlSegment',
      `must be lowercase letters and digits in words joined by single hyphens (at most ${maxUrlSegmentLength} characters)`,
    );
  }

  let relatedMenuItems: ValidMenuItem[] = [];
  if (children.length > 0 && depth >= maxMenuDepth) {
    problem('relatedMenuItems', `menus are at most ${maxMenuDepth} levels deep`);
  } else {
    relatedMenuItems = checkSiblings(children, `${path}.relatedMenuItems`, depth + 1, problems);
  }
  if (problems.length > before) return null;
  return { guid, name, urlSegment, pageGuid, externalUrl, relatedMenuItems, path };
}

/** Checks the items of one level (`depth`, top level 1) and their url segments' uniqueness. */
function checkSiblings(
  items: readonly unknown[],
  listPath: string,
  depth: number,
  problems: MenuProblem[],
): ValidMenuItem[] {
  const checked: ValidMenuItem[] = [];
  const segments = new Set<string>();
  items.forEach((raw, index) => {
    const path = `${listPath}[${index}]`;
    const item = checkItem(raw, path, depth, problems);
    if (!item) return;
    checked.push(item);
    if (item.externalUrl !== null) return;
    if (segments.has(item.urlSegment)) {
      problems.push({ path: `${path}.urlSegment`, message: 'is already used by a sibling item' });
    }
    segments.add(item.urlSegment);
  });
  return checked;
}

/**
 * Checks the body of `PUT /api/menus:withName` (spec section 5): a list of items, each internal
 * (a url segment of lowercase words joined by hyphens, unique among its siblings, optionally a
 * page) or external (an http, https or ftp URL of a public host, without segment, page or
 * sub-items); names of 1-80 characters; at most {@link maxMenuDepth} levels and
 * {@link maxMenuItems} items; guids unique. The top level may hold one home entry (empty
 * segment, a page, no sub-items) for `/`. Anything else is a 400 `invalid_body` whose details
 * list `{ path, message }` problems. Whether guids and pages exist is checked later, against
 * the database.
 *
 * @example
 * parseMenuItems([
 *   { name: 'Nieuws', urlSegment: 'nieuws', pageGuid: null, externalUrl: null, relatedMenuItems: [] },
 * ]);
 */
export function parseMenuItems(body: unknown): ValidMenuItem[] {
  if (!Array.isArray(body)) {
    throw invalidMenu([{ path: '', message: 'must be a list of menu items' }]);
  }
  if (countItems(body, 1) > maxMenuItems) {
    throw invalidMenu([{ path: '', message: `a menu holds at most ${maxMenuItems} items` }]);
  }
  const problems: MenuProblem[] = [];
  const items = checkSiblings(body, '', 1, problems);
  if (problems.length === 0) {
    const guids = new Set<string>();
    const walk = (list: readonly ValidMenuItem[]) => {
      for (const item of list) {
        if (item.guid !== null) {
          if (guids.has(item.guid)) {
            problems.push({ path: `${item.path}.guid`, message: 'is used by two items' });
          }
          guids.add(item.guid);
        }
        walk(item.relatedMenuItems);
      }
    };
    walk(items);
  }
  if (problems.length > 0) throw invalidMenu(problems);
  return items;
}
