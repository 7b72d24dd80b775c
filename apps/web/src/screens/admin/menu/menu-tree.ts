import type { MenuItem, MenuItemInput } from '@plein/api-client';
import { maxMenuDepth } from '@plein/api-client';

/**
 * A menu item while the admin edits the tree: the input the API takes plus a `key` that stays
 * the same through moves (the guid for saved items, a generated key for new ones).
 */
export interface DraftMenuItem {
  key: string;
  /** The saved item's guid; absent for an item added in this editing session. */
  guid?: string;
  name: string;
  /** Own path segment; empty for external items and for the home entry (`/`). */
  urlSegment: string;
  pageGuid: string | null;
  externalUrl: string | null;
  relatedMenuItems: DraftMenuItem[];
}

/** A menu tree being edited. */
export type MenuTree = readonly DraftMenuItem[];

/** Where an item sits in a tree. */
export interface MenuLocation {
  item: DraftMenuItem;
  /** Its parents, the top-level one first. */
  ancestors: DraftMenuItem[];
  siblings: readonly DraftMenuItem[];
  index: number;
  /** Top level is depth 1 (as {@link maxMenuDepth} counts). */
  depth: number;
}

/**
 * The draft of a menu as the API answered it; item keys are their guids.
 *
 * @example
 * const [draft, setDraft] = useState(() => fromMenuItems(menu));
 */
export function fromMenuItems(items: readonly MenuItem[]): DraftMenuItem[] {
  return items.map((item) => ({
    key: item.guid,
    guid: item.guid,
    name: item.name,
    urlSegment: item.urlSegment,
    pageGuid: item.pageGuid,
    externalUrl: item.externalUrl,
    relatedMenuItems: fromMenuItems(item.relatedMenuItems),
  }));
}

/**
 * The tree as `PUT /api/menus:withName` takes it: saved items keep their guid.
 *
 * @example
 * saveMenu({ name: topLevelMenuName, items: toMenuItemInputs(draft) });
 */
export function toMenuItemInputs(tree: MenuTree): MenuItemInput[] {
  return tree.map((item) => ({
    ...(item.guid ? { guid: item.guid } : {}),
    name: item.name.trim(),
    urlSegment: item.externalUrl === null ? item.urlSegment : '',
    pageGuid: item.externalUrl === null ? item.pageGuid : null,
    externalUrl: item.externalUrl === null ? null : item.externalUrl.trim(),
    relatedMenuItems: toMenuItemInputs(item.relatedMenuItems),
  }));
}

/** Whether two trees would save the same menu (order, nesting and every field). */
export function sameMenu(a: MenuTree, b: MenuTree): boolean {
  return JSON.stringify(toMenuItemInputs(a)) === JSON.stringify(toMenuItemInputs(b));
}

/**
 * Finds an item by key, with its parents, siblings and depth; null when it is not in the tree.
 *
 * @example
 * locate(draft, key)?.depth; // 1 for a top-level item
 */
export function locate(
  tree: MenuTree,
  key: string,
  ancestors: DraftMenuItem[] = [],
): MenuLocation | null {
  for (const [index, item] of tree.entries()) {
    if (item.key === key) {
      return { item, ancestors, siblings: tree, index, depth: ancestors.length + 1 };
    }
    const found = locate(item.relatedMenuItems, key, [...ancestors, item]);
    if (found) return found;
  }
  return null;
}

/** Replaces the children of `parentKey` (null: the top level) with what `change` makes of them. */
function changeSiblings(
  tree: MenuTree,
  parentKey: string | null,
  change: (siblings: readonly DraftMenuItem[]) => DraftMenuItem[],
): DraftMenuItem[] {
  if (parentKey === null) return change(tree);
  return tree.map((item) =>
    item.key === parentKey
      ? { ...item, relatedMenuItems: change(item.relatedMenuItems) }
      : { ...item, relatedMenuItems: changeSiblings(item.relatedMenuItems, parentKey, change) },
  );
}

const parentKeyOf = (location: MenuLocation) => location.ancestors.at(-1)?.key ?? null;

/** Levels an item takes up: 1 for an item without sub-items. */
export function heightOf(item: DraftMenuItem): number {
  return 1 + Math.max(0, ...item.relatedMenuItems.map(heightOf));
}

/** Whether an item is the home entry: internal with an empty segment (only valid on top). */
export function isHomeEntry(item: DraftMenuItem): boolean {
  return item.externalUrl === null && item.urlSegment === '';
}

/** Why an item cannot go one level deeper. */
export type IndentBlocker = 'first' | 'external-parent' | 'home-parent' | 'home' | 'too-deep';

/**
 * Why {@link indent} would leave the item where it is, or null when it can move: it needs an
 * internal item above it (not the home entry) and room within {@link maxMenuDepth} for itself
 * and its sub-items.
 */
export function indentBlocker(tree: MenuTree, key: string): IndentBlocker | null {
  const location = locate(tree, key);
  if (!location) return 'first';
  const previous = location.siblings[location.index - 1];
  if (!previous) return 'first';
  if (isHomeEntry(location.item)) return 'home';
  if (previous.externalUrl !== null) return 'external-parent';
  if (isHomeEntry(previous)) return 'home-parent';
  if (location.depth + heightOf(location.item) > maxMenuDepth) return 'too-deep';
  return null;
}

/** Moves an item one place up among its siblings; the same tree when it is first. */
export function moveUp(tree: MenuTree, key: string): MenuTree {
  const location = locate(tree, key);
  if (!location || location.index === 0) return tree;
  const { index } = location;
  return changeSiblings(tree, parentKeyOf(location), (siblings) => {
    const next = [...siblings];
    [next[index - 1], next[index]] = [siblings[index]!, siblings[index - 1]!];
    return next;
  });
}

/** Moves an item one place down among its siblings; the same tree when it is last. */
export function moveDown(tree: MenuTree, key: string): MenuTree {
  const location = locate(tree, key);
  if (!location || location.index === location.siblings.length - 1) return tree;
  const { index } = location;
  return changeSiblings(tree, parentKeyOf(location), (siblings) => {
    const next = [...siblings];
    [next[index], next[index + 1]] = [siblings[index + 1]!, siblings[index]!];
    return next;
  });
}

/**
 * Makes an item the last sub-item of the item above it (one level deeper), keeping its own
 * sub-items; the same tree when {@link indentBlocker} says it cannot.
 */
export function indent(tree: MenuTree, key: string): MenuTree {
  const location = locate(tree, key);
  if (!location || indentBlocker(tree, key) !== null) return tree;
  const previous = location.siblings[location.index - 1]!;
  return changeSiblings(tree, parentKeyOf(location), (siblings) =>
    siblings
      .filter((item) => item.key !== key)
      .map((item) =>
        item.key === previous.key
          ? { ...item, relatedMenuItems: [...item.relatedMenuItems, location.item] }
          : item,
      ),
  );
}

/**
 * Moves an item one level up: it follows its former parent; the same tree on the top level.
 */
export function outdent(tree: MenuTree, key: string): MenuTree {
  const location = locate(tree, key);
  const parent = location?.ancestors.at(-1);
  if (!location || !parent) return tree;
  const grandParentKey = location.ancestors.at(-2)?.key ?? null;
  return changeSiblings(tree, grandParentKey, (siblings) =>
    siblings.flatMap((item) =>
      item.key === parent.key
        ? [
            {
              ...item,
              relatedMenuItems: item.relatedMenuItems.filter((child) => child.key !== key),
            },
            location.item,
          ]
        : [item],
    ),
  );
}

/** Adds an item as the last one under `parentKey` (null: the top level). */
export function insertItem(
  tree: MenuTree,
  parentKey: string | null,
  item: DraftMenuItem,
): MenuTree {
  return changeSiblings(tree, parentKey, (siblings) => [...siblings, item]);
}

/** Changes an item's own fields (its place and sub-items stay). */
export function updateItem(
  tree: MenuTree,
  key: string,
  change: Partial<Omit<DraftMenuItem, 'key' | 'relatedMenuItems'>>,
): MenuTree {
  return tree.map((item) =>
    item.key === key
      ? { ...item, ...change }
      : {
          ...item,
          relatedMenuItems: updateItem(item.relatedMenuItems, key, change) as DraftMenuItem[],
        },
  );
}

/** Removes an item with its sub-items. */
export function removeItem(tree: MenuTree, key: string): MenuTree {
  return tree
    .filter((item) => item.key !== key)
    .map((item) => ({
      ...item,
      relatedMenuItems: removeItem(item.relatedMenuItems, key) as DraftMenuItem[],
    }));
}

/**
 * The path a visitor opens for an internal item (`/over-ons/team`; `/` for the home entry);
 * null for an external item.
 */
export function sitePathOf(tree: MenuTree, key: string): string | null {
  const location = locate(tree, key);
  if (!location || location.item.externalUrl !== null) return null;
  const segments = [...location.ancestors, location.item]
    .map((item) => item.urlSegment)
    .filter(Boolean);
  return `/${segments.join('/')}`;
}

/** Every item with its depth, in reading order (for a "place under" choice and checks). */
export function flattenTree(tree: MenuTree, depth = 1): { item: DraftMenuItem; depth: number }[] {
  return tree.flatMap((item) => [
    { item, depth },
    ...flattenTree(item.relatedMenuItems, depth + 1),
  ]);
}

/**
 * Items a new item may be placed under: internal, not the home entry, with room for one more
 * level.
 */
export function possibleParents(tree: MenuTree): { item: DraftMenuItem; depth: number }[] {
  return flattenTree(tree).filter(
    ({ item, depth }) => item.externalUrl === null && !isHomeEntry(item) && depth < maxMenuDepth,
  );
}

/**
 * The tree to save back to undo a save: the tree from before, where items the save removed lose
 * their guid (the server no longer knows it) and come back as new items.
 *
 * @example
 * undo: (saved) => saveMenu({ name, items: undoTree(previous, saved) }).unwrap();
 */
export function undoTree(
  previous: readonly MenuItemInput[],
  saved: readonly MenuItem[],
): MenuItemInput[] {
  const known = new Set<string>();
  const collect = (items: readonly MenuItem[]) =>
    items.forEach((item) => {
      known.add(item.guid.toLowerCase());
      collect(item.relatedMenuItems);
    });
  collect(saved);
  const strip = (items: readonly MenuItemInput[]): MenuItemInput[] =>
    items.map(({ guid, relatedMenuItems, ...rest }) => ({
      ...(guid && known.has(guid.toLowerCase()) ? { guid } : {}),
      ...rest,
      relatedMenuItems: strip(relatedMenuItems),
    }));
  return strip(previous);
}
