import { describe, expect, it } from 'vitest';
import type { BuildingBlockInstance } from '@plein/api-client';
import type { ComparableVersion, TextPart } from './compare-revisions';
import {
  compareText,
  compareVersions,
  contentTexts,
  isBlockChanged,
  isBlockEdited,
  isSameVersion,
  shortenUnchanged,
} from './compare-revisions';

const block = (over: Partial<BuildingBlockInstance> & { guid: string }): BuildingBlockInstance => ({
  buildingBlock: 'rich-text',
  options: [],
  layoutPosition: 'main',
  sortId: 1,
  content: { html: '<p>Tekst.</p>' },
  ...over,
});

const hero = block({
  guid: 'b1',
  buildingBlock: 'hero',
  layoutPosition: 'top',
  content: { title: 'Wie wij zijn', text: '' },
});
const intro = block({ guid: 'b2', sortId: 1, content: { html: '<p>Welkom bij ons team.</p>' } });
const second = block({ guid: 'b3', sortId: 2, content: { html: '<p>Tweede alinea.</p>' } });

const version = (over: Partial<ComparableVersion> = {}): ComparableVersion => ({
  title: 'Over ons',
  layout: '25-50-25',
  options: [],
  buildingBlockInstances: [hero, intro, second],
  ...over,
});

/** The parts as text with `[+added]` and `[-removed]` marks. */
const marked = (parts: TextPart[]) =>
  parts
    .map((part) =>
      part.kind === 'added'
        ? `[+${part.text}]`
        : part.kind === 'removed'
          ? `[-${part.text}]`
          : part.text,
    )
    .join('');

describe('compareText', () => {
  it('marks the words that were removed and added, keeping the rest', () => {
    const result = compareText('Welkom bij ons team.', 'Welkom bij het hele team.');
    expect(result.changed).toBe(true);
    expect(marked(result.parts)).toBe('Welkom bij [-ons][+het hele] team.');
  });

  it('reports equal texts as unchanged', () => {
    expect(compareText('Gelijk.', 'Gelijk.')).toEqual({
      changed: false,
      parts: [{ kind: 'same', text: 'Gelijk.' }],
    });
    expect(compareText('', '')).toEqual({ changed: false, parts: [] });
  });

  it('marks a whole text added or removed against an empty one', () => {
    expect(compareText('', 'Nieuw')).toEqual({
      changed: true,
      parts: [{ kind: 'added', text: 'Nieuw' }],
    });
    expect(marked(compareText('Weg', '').parts)).toBe('[-Weg]');
  });
});

describe('contentTexts', () => {
  it('reads rich-text HTML as text without tags', () => {
    expect(
      contentTexts({ html: '<p>Hallo <strong>daar</strong> &amp; welkom.</p><p>Twee</p>' }),
    ).toEqual([{ path: ['html'], text: 'Hallo daar & welkom.\n\nTwee' }]);
  });

  it('finds every string of the content, nested ones with their path, but no guids', () => {
    expect(
      contentTexts({
        images: [{ guid: 'h1', imageGuid: 'c0ffee', title: 'Welkom', text: '' }],
        width: 300,
      }),
    ).toEqual([
      { path: ['images', 0, 'imageGuid'], text: 'c0ffee' },
      { path: ['images', 0, 'title'], text: 'Welkom' },
      { path: ['images', 0, 'text'], text: '' },
    ]);
  });
});

describe('compareVersions', () => {
  it('finds nothing between equal versions', () => {
    const result = compareVersions(version(), version());
    expect(isSameVersion(result)).toBe(true);
    expect(result.blocks).toEqual([]);
    expect(result.unchangedBlocks).toBe(3);
  });

  it('compares the title word by word and the layout', () => {
    const result = compareVersions(
      version(),
      version({ title: 'Over ons bedrijf', layout: '100' }),
    );
    expect(marked(result.title.parts)).toBe('Over ons [+bedrijf]');
    expect(result.layout).toEqual({ from: '25-50-25', to: '100', changed: true });
    expect(isSameVersion(result)).toBe(false);
  });

  it('reports an added block with its texts as added', () => {
    const added = block({
      guid: 'b4',
      buildingBlock: 'hero',
      layoutPosition: 'bottom',
      content: { title: 'Contact', text: 'Bel ons.' },
    });
    const result = compareVersions(
      version(),
      version({ buildingBlockInstances: [hero, intro, second, added] }),
    );
    expect(result.blocks).toHaveLength(1);
    const [only] = result.blocks;
    expect(only).toMatchObject({
      guid: 'b4',
      buildingBlock: 'hero',
      presence: 'added',
      place: { position: 'bottom', index: 1, total: 1 },
      moved: null,
    });
    expect(only?.fields.map((field) => [field.path, marked(field.parts)])).toEqual([
      [['title'], '[+Contact]'],
      [['text'], '[+Bel ons.]'],
    ]);
    expect(result.unchangedBlocks).toBe(3);
  });

  it('reports a removed block where it was, with its texts as removed, and moves nothing', () => {
    const result = compareVersions(version(), version({ buildingBlockInstances: [hero, second] }));
    expect(result.blocks).toHaveLength(1);
    expect(result.blocks[0]).toMatchObject({
      guid: 'b2',
      presence: 'removed',
      place: { position: 'main', index: 1, total: 2 },
    });
    expect(marked(result.blocks[0]!.fields[0]!.parts)).toBe('[-Welkom bij ons team.]');
    // The block after it moved up a place, but not out of order.
    expect(result.unchangedBlocks).toBe(2);
  });

  it('reports the changed words inside a changed block', () => {
    const result = compareVersions(
      version(),
      version({
        buildingBlockInstances: [
          { ...hero, content: { title: 'Wie wij nu zijn', text: 'Sinds 1990.' } },
          { ...intro, content: { html: '<p>Welkom bij het <em>hele</em> team.</p>' } },
          second,
        ],
      }),
    );
    expect(result.blocks.map((item) => [item.guid, item.presence, isBlockEdited(item)])).toEqual([
      ['b1', 'kept', true],
      ['b2', 'kept', true],
    ]);
    expect(result.blocks[0]?.fields.map((field) => [field.path, marked(field.parts)])).toEqual([
      [['title'], 'Wie wij [+nu ]zijn'],
      [['text'], '[+Sinds 1990.]'],
    ]);
    expect(result.blocks[1]?.fields.map((field) => marked(field.parts))).toEqual([
      'Welkom bij [-ons][+het hele] team.',
    ]);
    expect(result.blocks[1]?.moved).toBeNull();
  });

  it('reports a block moved within its position, and the one it passed only once', () => {
    const result = compareVersions(
      version(),
      version({
        buildingBlockInstances: [hero, { ...intro, sortId: 2 }, { ...second, sortId: 1 }],
      }),
    );
    // Two blocks swapped: one of them is reported as moved (the other kept its order).
    expect(result.blocks).toHaveLength(1);
    const [moved] = result.blocks;
    expect(moved?.guid).toBe('b2');
    expect(moved?.moved).toEqual({
      from: { position: 'main', index: 1, total: 2 },
      to: { position: 'main', index: 2, total: 2 },
    });
    expect(result.unchangedBlocks).toBe(2);
    expect(isBlockChanged(moved!)).toBe(true);
    expect(isBlockEdited(moved!)).toBe(false);
    expect(moved?.fields).toEqual([]);
  });

  it('reports a block moved to another position at its new place', () => {
    const result = compareVersions(
      version(),
      version({
        buildingBlockInstances: [
          hero,
          { ...intro, layoutPosition: 'side-left', sortId: 1 },
          { ...second, sortId: 1 },
        ],
      }),
    );
    expect(result.blocks).toHaveLength(1);
    expect(result.blocks[0]).toMatchObject({
      guid: 'b2',
      presence: 'kept',
      place: { position: 'side-left', index: 1, total: 1 },
      moved: {
        from: { position: 'main', index: 1, total: 2 },
        to: { position: 'side-left', index: 1, total: 1 },
      },
    });
  });

  it('notices changed options, visibility and content other than text', () => {
    const image = block({
      guid: 'i1',
      buildingBlock: 'image',
      content: { imageGuid: null, url: 'https://example.org/a.jpg', alt: '', width: 300 },
    });
    const result = compareVersions(
      version({ buildingBlockInstances: [image, intro, second] }),
      version({
        options: [{ name: 'kleur', value: 'blauw' }],
        buildingBlockInstances: [
          { ...image, content: { ...(image.content as object), width: 600 } },
          { ...intro, options: [{ name: 'kader', value: 'ja' }] },
          { ...second, permission: 'Users' },
        ],
      }),
    );
    expect(result.optionsChanged).toBe(true);
    expect(
      result.blocks.map((item) => [
        item.guid,
        item.otherContentChanged,
        item.optionsChanged,
        item.visibilityChanged,
        item.fields.length,
      ]),
    ).toEqual([
      ['i1', true, false, false, 0],
      ['b2', false, true, false, 0],
      ['b3', false, false, true, 0],
    ]);
  });

  it('lists the blocks in reading order, removed ones where they were', () => {
    const added = block({ guid: 'b4', sortId: 2, content: { html: '<p>Nieuw.</p>' } });
    const result = compareVersions(
      version(),
      version({
        buildingBlockInstances: [
          { ...hero, content: { title: 'Anders', text: '' } },
          { ...second, sortId: 1 },
          added,
        ],
      }),
    );
    expect(result.blocks.map((item) => `${item.guid} ${item.presence}`)).toEqual([
      'b1 kept',
      'b2 removed',
      'b4 added',
    ]);
  });
});

describe('shortenUnchanged', () => {
  it('keeps only some words of long unchanged stretches around the changes', () => {
    const parts: TextPart[] = [
      { kind: 'same', text: 'Dit is een lange inleiding die niemand leest, over ' },
      { kind: 'removed', text: 'ons' },
      { kind: 'added', text: 'het' },
      { kind: 'same', text: ' team, en nog veel meer woorden tot het einde van de tekst.' },
    ];
    expect(marked(shortenUnchanged(parts, 12))).toBe('…leest, over [-ons][+het] team, en nog…');
  });

  it('leaves short texts and texts without changes alone', () => {
    const same: TextPart[] = [
      { kind: 'same', text: 'Een heel lange tekst zonder wijziging erin.' },
    ];
    expect(shortenUnchanged(same, 5)).toBe(same);
    const short: TextPart[] = [
      { kind: 'same', text: 'Kort ' },
      { kind: 'added', text: 'erbij' },
    ];
    expect(shortenUnchanged(short, 10)).toEqual(short);
  });

  it('shortens an unchanged stretch between two changes at both ends', () => {
    const parts: TextPart[] = [
      { kind: 'added', text: 'Nu' },
      { kind: 'same', text: ' begint het hier, en dan volgt er veel tekst tot aan het ' },
      { kind: 'removed', text: 'einde' },
    ];
    expect(marked(shortenUnchanged(parts, 8))).toBe('[+Nu] begint het … aan het [-einde]');
  });
});
