import { describe, expect, it } from 'vitest';
import type { BuildingBlockInstance } from './pages';
import { firstImageGuidOf } from './list-items';

const block = (over: Partial<BuildingBlockInstance>): BuildingBlockInstance => ({
  guid: 'b',
  buildingBlock: 'image',
  options: [],
  layoutPosition: 'main',
  sortId: 1,
  content: { imageGuid: null, url: null, alt: '', caption: '', width: null, height: null },
  ...over,
});
const image = (imageGuid: string | null, over: Partial<BuildingBlockInstance> = {}) =>
  block({
    content: { imageGuid, url: null, alt: '', caption: '', width: null, height: null },
    ...over,
  });

describe('the first image of a list item', () => {
  it('is the uploaded image of the first image block in the order the item shows them', () => {
    expect(
      firstImageGuidOf([
        block({ buildingBlock: 'rich-text', sortId: 0, content: { html: '<p>a</p>' } }),
        image('second', { sortId: 2 }),
        image('first', { sortId: 1 }),
      ]),
    ).toBe('first');
  });

  it('passes over external images, empty image blocks and blocks not everyone may see', () => {
    expect(
      firstImageGuidOf([
        block({
          sortId: 1,
          content: {
            imageGuid: null,
            url: 'https://example.org/a.jpg',
            alt: '',
            caption: '',
            width: null,
            height: null,
          },
        }),
        image(null, { sortId: 2 }),
        image('for-members', { sortId: 3, permission: 'Roles', roles: ['r1'] }),
        image('public', { sortId: 4, permission: 'Public' }),
      ]),
    ).toBe('public');
    expect(firstImageGuidOf([image(null)])).toBeNull();
    expect(firstImageGuidOf([])).toBeNull();
  });
});
