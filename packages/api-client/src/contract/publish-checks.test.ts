import { describe, expect, it } from 'vitest';
import type { BuildingBlockInstance } from './pages';
import { mayPublish, publishChecks } from './publish-checks';

let count = 0;
const block = (buildingBlock: string, content: unknown): BuildingBlockInstance => ({
  guid: `00000000-0000-4000-8000-${String((count += 1)).padStart(12, '0')}`,
  buildingBlock,
  options: [],
  layoutPosition: 'main',
  sortId: count,
  content,
});
const hero = (title: string) => block('hero', { title, text: '' });
const text = (html: string) => block('rich-text', { html });
const site = { pageNames: new Set(['home', 'contact']) };
const codes = (blocks: BuildingBlockInstance[], title = 'Over ons') =>
  publishChecks({ title, buildingBlockInstances: blocks }, site).map(
    (found) => `${found.severity}:${found.code}${found.detail ? ` ${found.detail}` : ''}`,
  );

describe('publishChecks', () => {
  it('passes a page whose title block carries its title, headings in order, links that exist', () => {
    const blocks = [
      hero('Over ons'),
      text(
        '<h2>Wie</h2><p>Zie <a href="/contact">contact</a> of <a href="/search?q=x">zoek</a></p><h3>Team</h3>',
      ),
    ];
    expect(codes(blocks)).toEqual([]);
    expect(
      mayPublish(publishChecks({ title: 'Over ons', buildingBlockInstances: blocks }, site)),
    ).toBe(true);
  });

  it('blocks a title block without a title; warns about a second one and a title that differs', () => {
    const empty = hero('');
    const found = publishChecks({ title: 'Over ons', buildingBlockInstances: [empty] }, site);
    expect(found).toEqual([
      { code: 'title_block_without_title', severity: 'error', blockGuid: empty.guid },
    ]);
    expect(mayPublish(found)).toBe(false);
    expect(codes([hero('Over ons'), hero('Nog een')])).toEqual([
      'warning:more_than_one_title_block',
    ]);
    expect(codes([hero('Iets anders')])).toEqual(['warning:title_differs']);
    // Without a title block the page shows its title as h1 itself.
    expect(codes([text('<h2>Kop</h2><p>x</p>')])).toEqual([]);
  });

  it('warns about headings that skip a level', () => {
    expect(
      codes([
        hero('Over ons'),
        text('<h3>Te diep</h3><p>x</p>'),
        text('<h2>Goed</h2><h4>Weer te diep</h4>'),
      ]),
    ).toEqual(['warning:heading_skips_level h1 → h3', 'warning:heading_skips_level h2 → h4']);
  });

  it('blocks images without alternative text unless they are decorative', () => {
    const image = (content: object) =>
      block('image', {
        imageGuid: null,
        url: null,
        alt: '',
        caption: '',
        width: null,
        height: null,
        ...content,
      });
    const source = { imageGuid: '11111111-1111-4111-8111-111111111111' };
    expect(codes([image(source)])).toEqual(['error:image_without_alt']);
    expect(codes([image({ ...source, alt: 'Het stadhuis' })])).toEqual([]);
    expect(codes([image({ ...source, decorative: true })])).toEqual([]);
    expect(codes([image({})])).toEqual(['warning:empty_block']);
  });

  it('warns about links to pages the site does not have, in text and buttons', () => {
    const buttons = block('buttons', {
      buttons: [
        { label: 'Weg', url: '/bestaat-niet', variant: 'primary' },
        { label: 'Extern', url: 'https://example.org/x', variant: 'secondary' },
      ],
    });
    expect(
      codes([text('<p><a href="/oud#boven">oud</a> <a href="//elders.nl">x</a></p>'), buttons]),
    ).toEqual([
      'warning:link_to_missing_page /oud#boven',
      'warning:link_to_missing_page /bestaat-niet',
    ]);
  });

  it('warns about empty blocks', () => {
    expect(
      codes([
        text('<p>&nbsp;</p>'),
        block('buttons', { buttons: [] }),
        block('video', { provider: 'youtube', videoId: '', title: '' }),
      ]),
    ).toEqual(['warning:empty_block', 'warning:empty_block', 'warning:empty_block']);
  });
});
