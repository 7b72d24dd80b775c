import { describe, expect, it } from 'vitest';
import { joinListOptions, newBlockOptions, splitListOptions } from './list-options-values';

describe('list options as controls', () => {
  it('reads the options as the API does, and keeps the others as rows', () => {
    const { list, others } = splitListOptions([
      { name: 'defaultSortBy', value: 'title_asc' },
      { name: 'lazyLoad', value: 'TRUE' },
      { name: 'filter', value: '{"meta":{"periodEnd":"all"}}' },
      { name: 'highlightOnly', value: 'ja' },
    ]);
    expect(list).toEqual({
      defaultItemsPerPage: '1',
      defaultSortBy: 'title_asc',
      showExpiredItemsByDefault: false,
      hasActiveItems: false,
      highlightOnly: false,
      lazyLoad: true,
      itemsRecentForDays: '0',
    });
    expect(others).toEqual([{ name: 'filter', value: '{"meta":{"periodEnd":"all"}}' }]);
    expect(
      splitListOptions([{ name: 'defaultSortBy', value: 'nonsense' }]).list.defaultSortBy,
    ).toBe('publishedOn_desc');
  });

  it('writes the controls under their option names, flags only when on, then the other rows', () => {
    const { list, others } = splitListOptions([{ name: 'listBlockGuid', value: 'x' }]);
    expect(
      joinListOptions(
        { ...list, defaultItemsPerPage: ' 20 ', highlightOnly: true, itemsRecentForDays: '30' },
        others,
      ),
    ).toEqual([
      { name: 'defaultItemsPerPage', value: '20' },
      { name: 'defaultSortBy', value: 'publishedOn_desc' },
      { name: 'highlightOnly', value: 'true' },
      { name: 'itemsRecentForDays', value: '30' },
      { name: 'listBlockGuid', value: 'x' },
    ]);
  });

  it('starts a new list or list widget at 10 a page, newest first; other blocks with none', () => {
    const expected = [
      { name: 'defaultItemsPerPage', value: '10' },
      { name: 'defaultSortBy', value: 'publishedOn_desc' },
    ];
    expect(newBlockOptions('list')).toEqual(expected);
    expect(newBlockOptions('list-widget')).toEqual(expected);
    expect(newBlockOptions('rich-text')).toEqual([]);
  });
});
