// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { pageListSearch, pageListViewOf, replaceQuery } from './page-list-url';

const viewOf = (query: string) => pageListViewOf(new URLSearchParams(query));

describe('the pages table in the address', () => {
  it('reads every part of the view and writes it back the same', () => {
    const query =
      'q=nieuws&kind=legal&state=published&changed=1&layout=25-75&sort=updated&dir=desc&page=3&size=all';
    const view = viewOf(query);
    expect(view).toEqual({
      filters: {
        query: 'nieuws',
        kind: 'legal',
        published: 'published',
        changedOnly: true,
        layout: '25-75',
      },
      sort: { column: 'updated', direction: 'descending' },
      page: 3,
      pageSize: 'all',
    });
    expect(pageListSearch(view).toString()).toBe(query);
  });

  it('keeps the plain list at the plain address', () => {
    expect(pageListSearch(viewOf('')).toString()).toBe('');
  });

  it('falls back to the defaults for values it does not know', () => {
    const view = viewOf('kind=secret&state=maybe&layout=99&sort=evil&page=-2&size=7&changed=yes');
    expect(pageListSearch(view).toString()).toBe('');
    expect(viewOf('page=1.5').page).toBe(1);
    expect(viewOf(`q=${'x'.repeat(500)}`).filters.query).toHaveLength(200);
  });

  it('keeps the address parameters that are not the list’s', () => {
    window.history.replaceState(null, '', '/admin/pages?lang=en&q=oud');
    replaceQuery(new URLSearchParams('q=nieuw&dir=desc'));
    expect(window.location.search).toBe('?lang=en&q=nieuw&dir=desc');
    replaceQuery(new URLSearchParams());
    expect(window.location.search).toBe('?lang=en');
  });
});
