import type { MenuTree } from './menu-tree';
import { locate, sitePathOf } from './menu-tree';
import { externalUrlProblem, nameProblem, segmentProblem } from './menu-checks';

/** What the add/edit form of a menu item holds. */
export interface MenuItemValues {
  kind: 'internal' | 'external';
  name: string;
  urlSegment: string;
  /** Empty for no page. */
  pageGuid: string;
  externalUrl: string;
  /** Where a new item goes: an item's key, or empty for the top level. */
  parentKey: string;
}

/** Which item the form is about: a new one, or an existing one by key. */
export type MenuItemTarget = { mode: 'add' } | { mode: 'edit'; key: string };

/** Where the item of a form sits: its depth, its parent's path and the url segments beside it. */
export function placeOf(tree: MenuTree, target: MenuItemTarget, parentKey: string) {
  if (target.mode === 'edit') {
    const location = locate(tree, target.key);
    const parent = location?.ancestors.at(-1);
    return {
      depth: location?.depth ?? 1,
      parentPath: parent ? (sitePathOf(tree, parent.key) ?? '/') : '/',
      siblingSegments: (location?.siblings ?? [])
        .filter((item) => item.key !== target.key && item.externalUrl === null)
        .map((item) => item.urlSegment),
      hasChildren: (location?.item.relatedMenuItems.length ?? 0) > 0,
    };
  }
  const parent = parentKey ? locate(tree, parentKey) : null;
  const siblings = parent ? parent.item.relatedMenuItems : tree;
  return {
    depth: (parent?.depth ?? 0) + 1,
    parentPath: parent ? (sitePathOf(tree, parentKey) ?? '/') : '/',
    siblingSegments: siblings
      .filter((item) => item.externalUrl === null)
      .map((item) => item.urlSegment),
    hasChildren: false,
  };
}

/** The path an internal item will have under its parent. */
export function previewPath(parentPath: string, segment: string): string {
  const clean = segment.trim();
  if (!clean) return parentPath;
  return parentPath === '/' ? `/${clean}` : `${parentPath}/${clean}`;
}

const message = (key: string) => `admin:menuEditor.errors.${key}`;

/**
 * Checks the form of one item against the same rules as the whole tree (spec section 5),
 * including url segments taken by its siblings. Answers Formik errors (admin message keys).
 *
 * @example
 * <Formik validate={(values) => validateMenuItemForm(draft, target, values)} ... />
 */
export function validateMenuItemForm(
  tree: MenuTree,
  target: MenuItemTarget,
  values: MenuItemValues,
): Partial<Record<keyof MenuItemValues, string>> {
  const errors: Partial<Record<keyof MenuItemValues, string>> = {};
  const place = placeOf(tree, target, values.parentKey);
  const name = nameProblem(values.name);
  if (name) errors.name = message(name);
  if (values.kind === 'external') {
    const url = externalUrlProblem(values.externalUrl);
    if (url) errors.externalUrl = message(url);
    if (place.hasChildren) errors.kind = message('externalChildren');
    return errors;
  }
  const segment = values.urlSegment.trim();
  const problem = segmentProblem(segment, place.depth);
  if (problem) errors.urlSegment = message(problem);
  else if (place.siblingSegments.includes(segment)) errors.urlSegment = message('segmentTaken');
  else if (segment === '' && place.hasChildren) errors.urlSegment = message('homeChildren');
  if (segment === '' && place.depth === 1 && !values.pageGuid) {
    errors.pageGuid = message('homeNeedsPage');
  }
  return errors;
}
