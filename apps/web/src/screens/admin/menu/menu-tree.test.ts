import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@plein/api-client';
import { problemsFromServer, validateMenu } from './menu-checks';
import type { DraftMenuItem } from './menu-tree';
import {
  fromMenuItems,
  indent,
  indentBlocker,
  insertItem,
  locate,
  moveDown,
  moveUp,
  outdent,
  possibleParents,
  removeItem,
  sameMenu,
  sitePathOf,
  toMenuItemInputs,
  undoTree,
  updateItem,
} from './menu-tree';

const item = (key: string, fields: Partial<Omit<DraftMenuItem, 'key'>> = {}): DraftMenuItem => ({
  key,
  name: key,
  urlSegment: key,
  pageGuid: null,
  externalUrl: null,
  relatedMenuItems: [],
  ...fields,
});
const external = (key: string, url = 'https://example.org') =>
  item(key, { urlSegment: '', externalUrl: url });

/** The tree as nested keys, to compare shapes at a glance. */
const shape = (tree: readonly DraftMenuItem[]): unknown[] =>
  tree.map((entry) =>
    entry.relatedMenuItems.length ? { [entry.key]: shape(entry.relatedMenuItems) } : entry.key,
  );

const tree = [
  item('home', { urlSegment: '', pageGuid: 'p-home' }),
  item('over-ons', { relatedMenuItems: [item('team'), item('historie')] }),
  item('nieuws'),
  external('extern'),
];

describe('moving menu items', () => {
  it('moves an item up and down among its siblings and stops at the ends', () => {
    expect(shape(moveUp(tree, 'nieuws'))).toEqual([
      'home',
      'nieuws',
      { 'over-ons': ['team', 'historie'] },
      'extern',
    ]);
    expect(shape(moveDown(tree, 'team'))).toEqual([
      'home',
      { 'over-ons': ['historie', 'team'] },
      'nieuws',
      'extern',
    ]);
    expect(moveUp(tree, 'home')).toBe(tree);
    expect(moveDown(tree, 'extern')).toBe(tree);
    expect(moveUp(tree, 'team')).toBe(tree);
  });

  it('indents an item under the item above it, with its own sub-items, and outdents it back after its parent', () => {
    const indented = indent(tree, 'nieuws');
    expect(shape(indented)).toEqual([
      'home',
      { 'over-ons': ['team', 'historie', 'nieuws'] },
      'extern',
    ]);
    expect(locate(indented, 'nieuws')?.depth).toBe(2);
    expect(sitePathOf(indented, 'nieuws')).toBe('/over-ons/nieuws');

    const deeper = indent(indented, 'historie');
    expect(shape(deeper)).toEqual([
      'home',
      { 'over-ons': [{ team: ['historie'] }, 'nieuws'] },
      'extern',
    ]);
    expect(shape(outdent(deeper, 'historie'))).toEqual([
      'home',
      { 'over-ons': ['team', 'historie', 'nieuws'] },
      'extern',
    ]);
    expect(shape(outdent(indented, 'over-ons'))).toEqual(shape(indented));
  });

  it('refuses to indent past the deepest level, under an external item or the home entry, or the first item', () => {
    const deep = [
      item('a', { relatedMenuItems: [item('b', { relatedMenuItems: [item('c')] })] }),
      item('d'),
    ];
    expect(indentBlocker(deep, 'c')).toBe('first');
    // d would land at depth 2 with room; a subtree of three levels has none.
    expect(indentBlocker(deep, 'd')).toBeNull();
    const tall = [item('x'), item('a', { relatedMenuItems: [item('b')] })];
    expect(indentBlocker(tall, 'a')).toBeNull();
    const tooTall = [item('x'), deep[0]!];
    expect(indentBlocker(tooTall, 'a')).toBe('too-deep');
    expect(indent(tooTall, 'a')).toBe(tooTall);
    expect(indentBlocker(tree, 'over-ons')).toBe('home-parent');
    expect(indentBlocker([external('e'), item('a')], 'a')).toBe('external-parent');
    expect(
      indentBlocker([item('a'), item('home', { urlSegment: '', pageGuid: 'p' })], 'home'),
    ).toBe('home');
  });

  it('adds, changes and removes items without touching the rest', () => {
    const added = insertItem(tree, 'over-ons', item('contact'));
    expect(shape(added)[1]).toEqual({ 'over-ons': ['team', 'historie', 'contact'] });
    const renamed = updateItem(added, 'contact', { name: 'Neem contact op' });
    expect(locate(renamed, 'contact')?.item.name).toBe('Neem contact op');
    expect(locate(renamed, 'team')?.item).toEqual(locate(tree, 'team')?.item);
    expect(shape(removeItem(renamed, 'over-ons'))).toEqual(['home', 'nieuws', 'extern']);
  });

  it('offers only internal, non-home items with room for a level as parents', () => {
    const nested = indent(tree, 'historie');
    expect(possibleParents(nested).map(({ item: entry }) => entry.key)).toEqual([
      'over-ons',
      'team',
      'nieuws',
    ]);
  });
});

describe('menu trees and the API', () => {
  const saved: MenuItem[] = [
    {
      guid: 'G1',
      name: 'Over ons',
      urlSegment: 'over-ons',
      pageGuid: 'p1',
      pageName: 'over-ons',
      pageIsPublished: true,
      externalUrl: null,
      relatedMenuItems: [
        {
          guid: 'G2',
          name: 'Elders',
          urlSegment: '',
          pageGuid: null,
          pageName: null,
          pageIsPublished: false,
          externalUrl: 'https://example.org',
          relatedMenuItems: [],
        },
      ],
    },
  ];

  it('round-trips a saved menu into the input the API takes, new items without a guid', () => {
    const draft = insertItem(fromMenuItems(saved), null, item('nieuw'));
    expect(toMenuItemInputs(draft)).toEqual([
      {
        guid: 'G1',
        name: 'Over ons',
        urlSegment: 'over-ons',
        pageGuid: 'p1',
        externalUrl: null,
        relatedMenuItems: [
          {
            guid: 'G2',
            name: 'Elders',
            urlSegment: '',
            pageGuid: null,
            externalUrl: 'https://example.org',
            relatedMenuItems: [],
          },
        ],
      },
      {
        name: 'nieuw',
        urlSegment: 'nieuw',
        pageGuid: null,
        externalUrl: null,
        relatedMenuItems: [],
      },
    ]);
    expect(sameMenu(fromMenuItems(saved), fromMenuItems(saved))).toBe(true);
    expect(sameMenu(draft, fromMenuItems(saved))).toBe(false);
  });

  it('undoes a save with the previous tree, dropping guids of items the save removed', () => {
    const previous = toMenuItemInputs([...fromMenuItems(saved), item('weg', { guid: 'G3' })]);
    const undo = undoTree(previous, saved);
    expect(undo.map((entry) => entry.guid)).toEqual(['G1', undefined]);
    expect(undo[1]).toMatchObject({ name: 'weg', urlSegment: 'weg' });
    expect(undo[0]?.relatedMenuItems[0]?.guid).toBe('G2');
  });
});

describe('validateMenu (spec section 5)', () => {
  it('accepts a valid tree, including the home entry and an external item', () => {
    expect(validateMenu(tree)).toEqual({});
  });

  it('puts each problem at its item and field', () => {
    const problems = validateMenu([
      item('a', { name: ' ', urlSegment: 'Over Ons' }),
      item('b', {
        relatedMenuItems: [
          item('dup', { urlSegment: 'x' }),
          item('dup2', { urlSegment: 'x' }),
          item('empty', { urlSegment: '' }),
        ],
      }),
      external('private', 'http://192.168.1.10/'),
      external('ftp', 'ftp://files.example.org/a.zip'),
      item('home', { urlSegment: '', pageGuid: null }),
      external('nested', 'https://example.org'),
    ]);
    expect(problems).toEqual({
      a: { name: 'nameRequired', urlSegment: 'segmentFormat' },
      dup2: { urlSegment: 'segmentTaken' },
      empty: { urlSegment: 'segmentRequired' },
      private: { externalUrl: 'externalPrivate' },
      home: { pageGuid: 'homeNeedsPage' },
    });
  });

  it('refuses sub-items below the deepest level and under an external item', () => {
    const tooDeep = [
      item('a', {
        relatedMenuItems: [
          item('b', { relatedMenuItems: [item('c', { relatedMenuItems: [item('d')] })] }),
        ],
      }),
      { ...external('e'), relatedMenuItems: [item('f')] },
    ];
    const problems = validateMenu(tooDeep);
    expect(problems.c).toEqual({ relatedMenuItems: 'tooDeep' });
    expect(problems.e).toEqual({ relatedMenuItems: 'externalChildren' });
  });

  it('places the problems of a refused save at the items they are about', () => {
    expect(
      problemsFromServer(tree, [
        {
          path: '[1].relatedMenuItems[1].urlSegment',
          message: 'is already used by a sibling item',
        },
        { path: '[3].externalUrl', message: 'must be an http, https or ftp URL of a public host' },
        { path: '[2].pageGuid', message: 'is not a page of this site' },
        { path: '[9].name', message: 'must be 1 to 80 characters' },
      ]),
    ).toEqual({
      historie: { urlSegment: 'segmentTaken' },
      extern: { externalUrl: 'externalPrivate' },
      nieuws: { pageGuid: 'pageMissing' },
      '': { name: 'nameTooLong' },
    });
  });
});
