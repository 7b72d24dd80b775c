import { maxMenuDepth } from '@plein/api-client';
import { checkExternalUrl } from '@plein/validation';
import type { ServerProblem } from '../shared/server-problems';
import type { DraftMenuItem, MenuTree } from './menu-tree';

/** Longest item name (the API's limit), counted in characters after trimming. */
export const maxMenuItemNameLength = 80;
/** Longest url segment (the API's limit). */
export const maxUrlSegmentLength = 100;

/** Lowercase letters and digits in words joined by single hyphens, e.g. `over-ons`. */
export const urlSegmentPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The fields of an item a problem can be about. */
export type MenuField =
  'name' | 'urlSegment' | 'pageGuid' | 'externalUrl' | 'relatedMenuItems' | 'guid';

/**
 * Problems by item key, then field: each an `admin` message key under `menuEditor.errors`
 * (e.g. `segmentTaken`).
 */
export type MenuProblems = Record<string, Partial<Record<MenuField, string>>>;

const externalProblemKeys = {
  invalid: 'externalInvalid',
  protocol: 'externalProtocol',
  credentials: 'externalCredentials',
  'local-name': 'externalLocal',
  'private-address': 'externalPrivate',
} as const;

/**
 * The problem of an item's name, or null.
 *
 * @example
 * nameProblem('  '); // 'nameRequired'
 */
export function nameProblem(name: string): string | null {
  const length = [...name.trim()].length;
  if (length === 0) return 'nameRequired';
  return length > maxMenuItemNameLength ? 'nameTooLong' : null;
}

/**
 * The problem of an internal item's url segment at a depth, or null. Only a top-level item may
 * leave it empty: it is then the home entry (`/`) and needs a page.
 */
export function segmentProblem(segment: string, depth: number): string | null {
  if (segment === '') return depth > 1 ? 'segmentRequired' : null;
  if (segment.length > maxUrlSegmentLength || !urlSegmentPattern.test(segment)) {
    return 'segmentFormat';
  }
  return null;
}

/**
 * The problem of an external item's URL (spec section 5: http, https or ftp, no private or local
 * address), or null.
 */
export function externalUrlProblem(url: string): string | null {
  if (url.trim() === '') return 'externalRequired';
  const problem = checkExternalUrl(url);
  return problem === null ? null : externalProblemKeys[problem];
}

function checkItem(item: DraftMenuItem, depth: number, problems: MenuProblems): void {
  const found: Partial<Record<MenuField, string>> = {};
  const name = nameProblem(item.name);
  if (name) found.name = name;
  if (item.externalUrl !== null) {
    const url = externalUrlProblem(item.externalUrl);
    if (url) found.externalUrl = url;
    if (item.relatedMenuItems.length > 0) found.relatedMenuItems = 'externalChildren';
  } else {
    const segment = segmentProblem(item.urlSegment, depth);
    if (segment) found.urlSegment = segment;
    if (item.urlSegment === '' && depth === 1) {
      if (item.pageGuid === null) found.pageGuid = 'homeNeedsPage';
      if (item.relatedMenuItems.length > 0) found.relatedMenuItems = 'homeChildren';
    }
  }
  if (item.relatedMenuItems.length > 0 && depth >= maxMenuDepth) {
    found.relatedMenuItems = 'tooDeep';
  }
  if (Object.keys(found).length > 0) problems[item.key] = found;
  checkSiblings(item.relatedMenuItems, depth + 1, problems);
}

function checkSiblings(items: MenuTree, depth: number, problems: MenuProblems): void {
  const segments = new Set<string>();
  for (const item of items) {
    checkItem(item, depth, problems);
    if (item.externalUrl !== null) continue;
    if (segments.has(item.urlSegment)) {
      problems[item.key] = { ...problems[item.key], urlSegment: 'segmentTaken' };
    }
    segments.add(item.urlSegment);
  }
}

/**
 * Checks a tree as the API will (spec section 5 and the menu contract): names, url segments
 * (unique among siblings), the home entry, external URLs, no sub-items under an external item,
 * at most {@link maxMenuDepth} levels. Answers the problems by item key; empty when it may be
 * saved.
 *
 * @example
 * const problems = validateMenu(draft);
 * if (Object.keys(problems).length === 0) save();
 */
export function validateMenu(tree: MenuTree): MenuProblems {
  const problems: MenuProblems = {};
  checkSiblings(tree, 1, problems);
  return problems;
}

const fieldNames = new Set<MenuField>([
  'name',
  'urlSegment',
  'pageGuid',
  'externalUrl',
  'relatedMenuItems',
  'guid',
]);

/** The message key of a server problem, by field and (for a few) the English message. */
function serverMessageKey(field: MenuField, message: string): string {
  switch (field) {
    case 'name':
      return 'nameTooLong';
    case 'urlSegment':
      return message.includes('sibling') ? 'segmentTaken' : 'segmentFormat';
    case 'externalUrl':
      return 'externalPrivate';
    case 'pageGuid':
      return message.includes('not a page') ? 'pageMissing' : 'homeNeedsPage';
    case 'guid':
      return 'itemMissing';
    case 'relatedMenuItems':
      return message.includes('levels') ? 'tooDeep' : 'externalChildren';
  }
}

/**
 * Places the problems of a 400 answer (paths like `[1].relatedMenuItems[0].externalUrl`, into
 * the tree that was sent) at the items they are about. Problems the tree cannot place are under
 * the key `''`.
 */
export function problemsFromServer(
  tree: MenuTree,
  serverProblems: readonly ServerProblem[],
): MenuProblems {
  const problems: MenuProblems = {};
  for (const { path, message } of serverProblems) {
    let items: MenuTree = tree;
    let item: DraftMenuItem | undefined;
    let rest = path;
    for (;;) {
      const step = /^(?:\.relatedMenuItems)?\[(\d+)\]/.exec(rest);
      if (!step) break;
      if (item) items = item.relatedMenuItems;
      item = items[Number(step[1])];
      rest = rest.slice(step[0].length);
      if (!item) break;
    }
    const field = rest.replace(/^\./, '') as MenuField;
    const key = item?.key ?? '';
    const at: MenuField = fieldNames.has(field) ? field : 'name';
    problems[key] = {
      ...problems[key],
      [at]: fieldNames.has(field) ? serverMessageKey(field, message) : 'rejected',
    };
  }
  return problems;
}
