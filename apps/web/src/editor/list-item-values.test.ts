import { describe, expect, it } from 'vitest';
import type { ListItem } from '@plein/api-client';
import { contentLanguageOf, itemInput, itemValues } from './list-item-values';

const englishItem: ListItem = {
  guid: 'i1',
  shortId: 'i1ab',
  title: 'Open day',
  listItemTypeName: 'News',
  parentGuids: [],
  metadata: { description: '', periodEnd: null },
  publishedOn: '2025-01-01T10:00:00.000Z',
  isPublished: true,
  highlight: false,
  language: 'en',
  blockGuid: 'l1',
  contentBuildingBlockInstances: [],
};

describe('contentLanguageOf', () => {
  it("starts a new item in the editor's language when items can be written in it, else Dutch", () => {
    expect(contentLanguageOf('nl')).toBe('nl');
    expect(contentLanguageOf('en')).toBe('en');
    expect(contentLanguageOf('de')).toBe('nl');
    expect(contentLanguageOf('cimode')).toBe('nl');
  });
});

describe('the language of an item', () => {
  it('is Dutch for a new item unless another default is given', () => {
    expect(itemValues(null, 'Nieuws').language).toBe('nl');
    expect(itemValues(null, 'News', 'en').language).toBe('en');
  });

  it('is kept for an existing item, whatever the default', () => {
    const values = itemValues(englishItem, 'Nieuws', 'nl');
    expect(values.language).toBe('en');
    expect(itemInput(values, englishItem).language).toBe('en');
  });

  it('is sent to the API as chosen in the form', () => {
    const values = { ...itemValues(englishItem), language: 'nl' as const };
    expect(itemInput(values, englishItem).language).toBe('nl');
    expect(itemInput({ ...itemValues(null, 'News'), language: 'en' }, null).language).toBe('en');
  });
});
