import { diffArrays, diffWords } from 'diff';
import type {
  BuildingBlockInstance,
  LayoutPosition,
  NameValue,
  PageLayoutName,
} from '@plein/api-client';
import { htmlToText } from '../list-item-values';

/** What two versions of a page are compared on: a revision, or the draft as the editor has it. */
export interface ComparableVersion {
  title: string;
  layout: PageLayoutName;
  options?: NameValue[];
  buildingBlockInstances: BuildingBlockInstance[];
}

/** A stretch of text: in both versions, only in the newer one (`added`) or only in the older. */
export interface TextPart {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

/** One text of a block (or the page title) compared word by word. */
export interface TextComparison {
  changed: boolean;
  parts: TextPart[];
}

/** Where in a block's `content` a text is: keys and array indexes, e.g. `['buttons', 0, 'url']`. */
export type FieldPath = (string | number)[];

/** One text field of a block's content, compared. */
export interface FieldComparison extends TextComparison {
  path: FieldPath;
}

/** Where a block stands: its layout position and its place there (1-based) of how many. */
export interface BlockPlace {
  position: LayoutPosition;
  index: number;
  total: number;
}

/** How one block (matched by guid) differs between the two versions. */
export interface BlockComparison {
  guid: string;
  /** The block type (of the newer version; of the older one for a removed block). */
  buildingBlock: string;
  /** Only in the newer version, only in the older one, or in both. */
  presence: 'added' | 'removed' | 'kept';
  /** Where it is: in the newer version, or in the older one for a removed block. */
  place: BlockPlace;
  /** A kept block that went to another position, or changed order with its neighbours. */
  moved: { from: BlockPlace; to: BlockPlace } | null;
  /**
   * Its texts: for a kept block the ones that changed, word by word; for an added block all its
   * texts as added, for a removed one all as removed.
   */
  fields: FieldComparison[];
  /** Content other than text changed (numbers, choices, a type change). */
  otherContentChanged: boolean;
  optionsChanged: boolean;
  /** Who may see it (permission, roles) changed. */
  visibilityChanged: boolean;
}

/** How two versions of a page differ. */
export interface VersionComparison {
  title: TextComparison;
  layout: { from: PageLayoutName; to: PageLayoutName; changed: boolean };
  optionsChanged: boolean;
  /** Every block that differs, in the newer version's reading order (removed ones where they were). */
  blocks: BlockComparison[];
  /** Blocks in both versions, in the same place and the same in every way. */
  unchangedBlocks: number;
}

/** The layout positions in reading order. */
const positionOrder: LayoutPosition[] = ['top', 'side-left', 'main', 'side-right', 'bottom'];

/** Content keys that identify an entry rather than say something (e.g. a header image's guid). */
const identityKeys = new Set(['guid']);

/**
 * The word-level difference of two texts (jsdiff's `diffWords`): stretches in both, only in the
 * older (`removed`) and only in the newer (`added`). Whitespace is kept with the words.
 *
 * @example
 * compareText('Welkom bij ons team.', 'Welkom bij het team.');
 * // [same 'Welkom bij ', removed 'ons', added 'het', same ' team.']
 */
export function compareText(from: string, to: string): TextComparison {
  if (from === to) return { changed: false, parts: from ? [{ kind: 'same', text: from }] : [] };
  const parts: TextPart[] = diffWords(from, to).map((change) => ({
    kind: change.added ? 'added' : change.removed ? 'removed' : 'same',
    text: change.value,
  }));
  return { changed: true, parts: parts.filter((part) => part.text !== '') };
}

/** One text of a block's content: where it is and what it says (rich-text HTML as plain text). */
export interface ContentText {
  path: FieldPath;
  text: string;
}

/**
 * The texts of a block's content: every string in it, found depth first, with `html` fields as
 * plain text without tags. Identity keys (`guid`) are left out.
 *
 * @example
 * contentTexts({ title: 'Welkom', text: '' }); // [{ path: ['title'], text: 'Welkom' }, { path: ['text'], text: '' }]
 * contentTexts({ html: '<p>Hallo <b>daar</b></p>' }); // [{ path: ['html'], text: 'Hallo daar' }]
 */
export function contentTexts(content: unknown): ContentText[] {
  const texts: ContentText[] = [];
  const walk = (value: unknown, path: FieldPath) => {
    if (typeof value === 'string') {
      texts.push({ path, text: path.at(-1) === 'html' ? htmlToText(value) : value });
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, [...path, index]));
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        if (!identityKeys.has(key)) walk(item, [...path, key]);
      }
    }
  };
  walk(content, []);
  return texts;
}

/** The content's values that are not text (numbers, booleans, null), by path. */
function contentValues(content: unknown): Map<string, unknown> {
  const values = new Map<string, unknown>();
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${path}/${index}`));
    else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) walk(item, `${path}/${key}`);
    } else if (typeof value !== 'string') values.set(path, value);
  };
  walk(content, '');
  return values;
}

const pathKey = (path: FieldPath) => path.join('/');

/** The texts of two contents compared: the changed ones (all of them, when `all`). */
function compareContentTexts(from: unknown, to: unknown, all: boolean): FieldComparison[] {
  const before = new Map(contentTexts(from).map((text) => [pathKey(text.path), text]));
  const after = contentTexts(to);
  const fields: FieldComparison[] = [];
  const seen = new Set<string>();
  // Texts of the newer content in its order, then those only the older one has.
  for (const text of after) {
    const key = pathKey(text.path);
    seen.add(key);
    const comparison = compareText(before.get(key)?.text ?? '', text.text);
    if (comparison.changed || (all && text.text)) fields.push({ path: text.path, ...comparison });
  }
  for (const [key, text] of before) {
    if (seen.has(key)) continue;
    const comparison = compareText(text.text, '');
    if (comparison.changed) fields.push({ path: text.path, ...comparison });
  }
  return fields;
}

/** Whether the non-text values both contents have differ. */
function otherValuesDiffer(from: unknown, to: unknown): boolean {
  const before = contentValues(from);
  const after = contentValues(to);
  for (const [path, value] of after) {
    if (before.has(path) && before.get(path) !== value) return true;
  }
  return false;
}

const sameOptions = (a: NameValue[] = [], b: NameValue[] = []) => {
  const key = (options: NameValue[]) =>
    JSON.stringify(
      options.map((option) => [option.name, option.value]).sort((x, y) => (x < y ? -1 : 1)),
    );
  return key(a) === key(b);
};

const sameVisibility = (a: BuildingBlockInstance, b: BuildingBlockInstance) =>
  (a.permission ?? 'Public') === (b.permission ?? 'Public') &&
  [...(a.roles ?? [])].sort().join() === [...(b.roles ?? [])].sort().join();

/** The guids of each position's blocks, in order. */
function columnsOf(version: ComparableVersion): Map<LayoutPosition, string[]> {
  const columns = new Map<LayoutPosition, string[]>(positionOrder.map((p) => [p, []]));
  const sorted = [...version.buildingBlockInstances].sort((a, b) => a.sortId - b.sortId);
  for (const block of sorted) {
    const column = columns.get(block.layoutPosition);
    if (column) column.push(block.guid);
    else columns.set(block.layoutPosition, [block.guid]);
  }
  return columns;
}

/** Where each block stands in a version. */
function placesOf(columns: Map<LayoutPosition, string[]>): Map<string, BlockPlace> {
  const places = new Map<string, BlockPlace>();
  for (const [position, guids] of columns) {
    guids.forEach((guid, index) =>
      places.set(guid, { position, index: index + 1, total: guids.length }),
    );
  }
  return places;
}

/**
 * The blocks of a position that moved among those in it in both versions: the ones outside the
 * longest run they keep in order (so a block added or removed beside them does not move them).
 */
function reordered(before: string[], after: string[]): Set<string> {
  const inBoth = (guids: string[], other: string[]) => guids.filter((g) => other.includes(g));
  const moved = new Set<string>();
  for (const change of diffArrays(inBoth(before, after), inBoth(after, before))) {
    if (change.added || change.removed) change.value.forEach((guid) => moved.add(guid));
  }
  return moved;
}

/**
 * How the page went from one version to another: title (word by word), layout, options and the
 * blocks matched by guid: added, removed, moved (to another position, or out of order with the
 * blocks around it) and changed (texts word by word, other content, options, visibility).
 *
 * @example
 * const comparison = compareVersions(revision, page);
 * comparison.blocks.filter((block) => block.presence === 'added');
 */
export function compareVersions(from: ComparableVersion, to: ComparableVersion): VersionComparison {
  const fromBlocks = new Map(from.buildingBlockInstances.map((block) => [block.guid, block]));
  const toBlocks = new Map(to.buildingBlockInstances.map((block) => [block.guid, block]));
  const fromColumns = columnsOf(from);
  const toColumns = columnsOf(to);
  const fromPlaces = placesOf(fromColumns);
  const toPlaces = placesOf(toColumns);

  const blocks: BlockComparison[] = [];
  let unchangedBlocks = 0;

  const kept = (
    block: BuildingBlockInstance,
    before: BuildingBlockInstance,
    moves: Set<string>,
  ) => {
    const place = toPlaces.get(block.guid)!;
    const fromPlace = fromPlaces.get(block.guid)!;
    const moved =
      fromPlace.position !== place.position || moves.has(block.guid)
        ? { from: fromPlace, to: place }
        : null;
    const comparison: BlockComparison = {
      guid: block.guid,
      buildingBlock: block.buildingBlock,
      presence: 'kept',
      place,
      moved,
      fields: compareContentTexts(before.content, block.content, false),
      otherContentChanged:
        before.buildingBlock !== block.buildingBlock ||
        otherValuesDiffer(before.content, block.content),
      optionsChanged: !sameOptions(before.options, block.options),
      visibilityChanged: !sameVisibility(before, block),
    };
    if (isBlockChanged(comparison)) blocks.push(comparison);
    else unchangedBlocks += 1;
  };
  const alone = (
    block: BuildingBlockInstance,
    presence: 'added' | 'removed',
    place: BlockPlace,
  ) => {
    blocks.push({
      guid: block.guid,
      buildingBlock: block.buildingBlock,
      presence,
      place,
      moved: null,
      fields:
        presence === 'added'
          ? compareContentTexts(undefined, block.content, true)
          : compareContentTexts(block.content, undefined, true),
      otherContentChanged: false,
      optionsChanged: false,
      visibilityChanged: false,
    });
  };

  const positions = [
    ...positionOrder,
    ...[...fromColumns.keys(), ...toColumns.keys()].filter((p) => !positionOrder.includes(p)),
  ];
  for (const position of new Set(positions)) {
    const before = fromColumns.get(position) ?? [];
    const after = toColumns.get(position) ?? [];
    const moves = reordered(before, after);
    // The position's blocks of both versions merged in order: removed ones where they were.
    for (const change of diffArrays(before, after)) {
      for (const guid of change.value) {
        const newer = toBlocks.get(guid);
        const older = fromBlocks.get(guid);
        if (change.removed) {
          // A block still in the newer version is shown where it is now.
          if (!newer && older) alone(older, 'removed', fromPlaces.get(guid)!);
        } else if (newer && older) kept(newer, older, moves);
        else if (newer) alone(newer, 'added', toPlaces.get(guid)!);
      }
    }
  }

  return {
    title: compareText(from.title, to.title),
    layout: { from: from.layout, to: to.layout, changed: from.layout !== to.layout },
    optionsChanged: !sameOptions(from.options, to.options),
    blocks,
    unchangedBlocks,
  };
}

/** Whether a kept block differs in any way (added and removed blocks always do). */
export function isBlockChanged(block: BlockComparison): boolean {
  return (
    block.presence !== 'kept' ||
    block.moved !== null ||
    block.fields.length > 0 ||
    block.otherContentChanged ||
    block.optionsChanged ||
    block.visibilityChanged
  );
}

/** Whether a kept block's content, options or visibility changed (not only its place). */
export function isBlockEdited(block: BlockComparison): boolean {
  return (
    block.presence === 'kept' &&
    (block.fields.length > 0 ||
      block.otherContentChanged ||
      block.optionsChanged ||
      block.visibilityChanged)
  );
}

/** Whether two versions are the same in everything the comparison looks at. */
export function isSameVersion(comparison: VersionComparison): boolean {
  return (
    !comparison.title.changed &&
    !comparison.layout.changed &&
    !comparison.optionsChanged &&
    comparison.blocks.length === 0
  );
}

/** The start of a text: `length` characters, and the rest of the word they end in. */
function head(text: string, length: number): string {
  let end = length;
  while (end < text.length && !/\s/.test(text.charAt(end))) end += 1;
  return text.slice(0, end);
}

/** The end of a text: `length` characters, and the rest of the word they start in. */
function tail(text: string, length: number): string {
  let start = text.length - length;
  while (start > 0 && !/\s/.test(text.charAt(start - 1))) start -= 1;
  return text.slice(start);
}

/**
 * The parts with long unchanged stretches shortened to about `context` characters next to each
 * change, cut at whole words; an ellipsis stands for what is left out. So a small change in a
 * long text stays readable. Parts without any change are answered as they are.
 *
 * @example
 * shortenUnchanged([{ kind: 'same', text: 'Een heel lange tekst over ' }, { kind: 'added', text: 'ons' }], 10);
 * // [{ kind: 'same', text: '…tekst over ' }, { kind: 'added', text: 'ons' }]
 */
export function shortenUnchanged(parts: TextPart[], context: number): TextPart[] {
  if (!parts.some((part) => part.kind !== 'same')) return parts;
  return parts.map((part, index) => {
    if (part.kind !== 'same') return part;
    const first = index === 0;
    const last = index === parts.length - 1;
    const shortened = first
      ? `…${tail(part.text, context)}`
      : last
        ? `${head(part.text, context)}…`
        : `${head(part.text, context)} … ${tail(part.text, context)}`;
    return shortened.length < part.text.length ? { ...part, text: shortened } : part;
  });
}
