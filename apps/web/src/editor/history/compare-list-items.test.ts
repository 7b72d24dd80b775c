import { describe, expect, it } from 'vitest';
import type { ListItem } from '@plein/api-client';
import type { ListItemValues } from '../list-item-values';
import { compareListItems } from './compare-list-items';
import type { ComparedItemField } from './compare-list-items';

const item = (changes: Partial<ListItem> = {}): ListItem => ({
  guid: '00000000-0000-4000-8000-000000000001',
  shortId: 'a',
  title: 'Open dag in de bibliotheek',
  listItemTypeName: 'Nieuws',
  parentGuids: [],
  metadata: { description: 'Kom kijken.', periodEnd: null },
  publishedOn: '2026-11-21T10:00:00.000Z',
  isPublished: true,
  highlight: false,
  language: 'nl',
  blockGuid: '00000000-0000-4000-8000-000000000002',
  contentBuildingBlockInstances: [
    {
      guid: '00000000-0000-4000-8000-000000000003',
      buildingBlock: 'rich-text',
      options: [],
      layoutPosition: 'main',
      sortId: 1,
      content: { html: '<p>De bibliotheek is open van tien tot vier.</p>' },
    },
  ],
  ...changes,
});

const show = (field: ComparedItemField, values: ListItemValues) => String(values[field]);

describe('compareListItems', () => {
  it('finds nothing between equal items, whatever the guids of their content blocks', () => {
    const other = item();
    other.contentBuildingBlockInstances[0]!.guid = '00000000-0000-4000-8000-000000000009';
    expect(compareListItems(item(), other, show)).toEqual([]);
  });

  it('marks the changed words of each changed field, in the form’s order', () => {
    const changed = item({
      title: 'Open dag in het stadhuis',
      highlight: true,
      contentBuildingBlockInstances: [
        {
          ...item().contentBuildingBlockInstances[0]!,
          content: { html: '<p>Open van tien tot vijf.</p>' },
        },
      ],
    });
    const result = compareListItems(item(), changed, show);
    expect(result.map((entry) => entry.field)).toEqual(['title', 'highlight', 'text']);
    expect(result[0]!.parts).toEqual([
      { kind: 'same', text: 'Open dag in ' },
      { kind: 'removed', text: 'de bibliotheek' },
      { kind: 'added', text: 'het stadhuis' },
    ]);
    expect(result[2]!.parts.filter((part) => part.kind !== 'same')).toEqual([
      { kind: 'removed', text: 'De bibliotheek is open' },
      { kind: 'added', text: 'Open' },
      { kind: 'removed', text: 'vier' },
      { kind: 'added', text: 'vijf' },
    ]);
  });
});
