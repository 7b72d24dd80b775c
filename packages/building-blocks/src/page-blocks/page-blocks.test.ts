import { describe, expect, it } from 'vitest';
import { groupBlocksByPosition, pageRegions } from './page-blocks';

describe('groupBlocksByPosition', () => {
  it('groups API block instances by layout position, sorted by sortId', () => {
    const groups = groupBlocksByPosition([
      {
        guid: '2',
        buildingBlock: 'rich-text',
        content: { html: 'b' },
        options: [],
        layoutPosition: 'main',
        sortId: 2,
      },
      {
        guid: '1',
        buildingBlock: 'rich-text',
        content: { html: 'a' },
        options: [],
        layoutPosition: 'main',
        sortId: 1,
      },
      {
        guid: '3',
        buildingBlock: 'hero',
        content: { title: 't', text: '' },
        options: [],
        layoutPosition: 'top',
        sortId: 0,
      },
    ]);
    expect(groups.main.map((b) => b.guid)).toEqual(['1', '2']);
    expect(groups.top).toEqual([
      { guid: '3', type: 'hero', content: { title: 't', text: '' }, options: [] },
    ]);
    expect(groups['side-left']).toEqual([]);
  });
});

describe('pageRegions', () => {
  it("renders each position's blocks into the PageLayout region of that position", () => {
    const block = (
      guid: string,
      layoutPosition: 'side-left' | 'side-right' | 'main',
      sortId = 0,
    ) => ({
      guid,
      buildingBlock: 'rich-text',
      content: { html: guid },
      options: [],
      layoutPosition,
      sortId,
    });
    const regions = pageRegions(
      [
        block('b', 'side-left', 2),
        block('a', 'side-left', 1),
        block('r', 'side-right'),
        block('m', 'main'),
      ],
      (blocks, position) => `${position}:${blocks.map((b) => b.guid).join(',')}`,
    );
    expect(regions).toEqual({
      top: 'top:',
      sideLeft: 'side-left:a,b',
      main: 'main:m',
      sideRight: 'side-right:r',
      bottom: 'bottom:',
    });
  });
});
