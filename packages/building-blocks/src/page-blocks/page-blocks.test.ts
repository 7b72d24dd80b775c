import { describe, expect, it } from 'vitest';
import { groupBlocksByPosition } from './page-blocks';

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
