import { describe, expect, it } from 'vitest';
import type { PageSummary } from '@plein/api-client';
import {
  countByKind,
  filterPages,
  initialPageFilters,
  narrowsList,
  sortPages,
} from './page-list-view';
import { pageSummary } from './page-summary-fixture';

const page = pageSummary;

const pages = [
  page('home', 'Welkom', { updatedAt: '2026-11-01T10:00:00.000Z' }),
  page('cafe', 'Café De Haven', { layout: '25-75', hasChanges: true }),
  page('nieuws', 'Nieuws', { isPublished: false, hasChanges: true }),
  page('over-ons', 'Over ons', { updatedAt: '2026-11-25T10:00:00.000Z' }),
  page('legal-privacy-nl', 'Privacyverklaring'),
  page('legal-privacy-en', 'Privacy statement'),
];
const names = (list: PageSummary[]) => list.map((p) => p.name);

describe('the pages list view', () => {
  it('lists content pages and legal pages apart, with their counts', () => {
    expect(countByKind(pages)).toEqual({ content: 4, legal: 2 });
    expect(names(filterPages(pages, initialPageFilters))).toEqual([
      'home',
      'cafe',
      'nieuws',
      'over-ons',
    ]);
    expect(names(filterPages(pages, { ...initialPageFilters, kind: 'legal' }))).toEqual([
      'legal-privacy-nl',
      'legal-privacy-en',
    ]);
  });

  it('searches title and name, ignoring case and accents, every word', () => {
    const search = (query: string) => names(filterPages(pages, { ...initialPageFilters, query }));
    expect(search('CAFE')).toEqual(['cafe']);
    expect(search('haven café')).toEqual(['cafe']);
    expect(search('over-')).toEqual(['over-ons']);
    expect(search('  ')).toHaveLength(4);
    expect(search('onbekend')).toEqual([]);
  });

  it('filters by published state, draft changes and layout', () => {
    const filtered = (filters: Partial<typeof initialPageFilters>) =>
      names(filterPages(pages, { ...initialPageFilters, ...filters }));
    expect(filtered({ published: 'published' })).toEqual(['home', 'cafe', 'over-ons']);
    expect(filtered({ published: 'unpublished' })).toEqual(['nieuws']);
    expect(filtered({ changedOnly: true })).toEqual(['cafe', 'nieuws']);
    expect(filtered({ layout: '25-75' })).toEqual(['cafe']);
    expect(filtered({ published: 'published', changedOnly: true })).toEqual(['cafe']);
  });

  it('knows when the list is narrowed (the kind only splits it)', () => {
    expect(narrowsList(initialPageFilters)).toBe(false);
    expect(narrowsList({ ...initialPageFilters, kind: 'legal' })).toBe(false);
    expect(narrowsList({ ...initialPageFilters, query: 'x' })).toBe(true);
    expect(narrowsList({ ...initialPageFilters, changedOnly: true })).toBe(true);
  });

  it('sorts by title, name, state and last change, both ways', () => {
    const content = filterPages(pages, initialPageFilters);
    expect(names(sortPages(content, { column: 'title', direction: 'ascending' }, 'nl'))).toEqual([
      'cafe',
      'nieuws',
      'over-ons',
      'home',
    ]);
    expect(names(sortPages(content, { column: 'name', direction: 'descending' }, 'nl'))).toEqual([
      'over-ons',
      'nieuws',
      'home',
      'cafe',
    ]);
    // Not published, then with changes, then published (ties by title).
    expect(names(sortPages(content, { column: 'state', direction: 'ascending' }, 'nl'))).toEqual([
      'nieuws',
      'cafe',
      'over-ons',
      'home',
    ]);
    expect(names(sortPages(content, { column: 'updated', direction: 'descending' }, 'nl'))).toEqual(
      ['over-ons', 'cafe', 'nieuws', 'home'],
    );
  });
});
