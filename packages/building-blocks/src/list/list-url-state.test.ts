import { describe, expect, it } from 'vitest';
import { visiblePages } from './list-pagination';
import { listQueryFor, listStateHref, readListUrlState } from './list-url-state';

describe('list URL state', () => {
  it('reads a block’s page, sort, size and parent and ignores other blocks and bad values', () => {
    const search = new URLSearchParams(
      'page-b1=3&sort-b1=title_asc&size-b1=10&parent-b1=p-1&page-b2=7',
    );
    expect(readListUrlState(search, 'b1')).toEqual({
      page: 3,
      sort: 'title_asc',
      size: 10,
      parent: 'p-1',
    });
    const bad = new URLSearchParams('page-b1=-2&sort-b1=drop&size-b1=x&parent-b1=<script>');
    expect(readListUrlState(bad, 'b1')).toEqual({
      page: 1,
      sort: undefined,
      size: undefined,
      parent: undefined,
    });
  });

  it('asks the API only for what the visitor chose, with "all" as the most items a page holds', () => {
    expect(listQueryFor({ page: 1 })).toEqual({});
    expect(listQueryFor({ page: 2, sort: 'title_desc', size: 'all', parent: 'p' })).toEqual({
      pageNumber: 2,
      itemCount: 100,
      sort_by: 'title_desc',
      filter: { parentGuids: ['p'] },
    });
  });

  it('builds hrefs that keep other parameters, drop defaults and land on the list', () => {
    const search = new URLSearchParams('lang=en&page-b1=2&page-b2=4');
    expect(listStateHref('/nieuws', search, 'b1', { page: 3 })).toBe(
      '/nieuws?lang=en&page-b1=3&page-b2=4#list-b1',
    );
    expect(listStateHref('/nieuws', new URLSearchParams('page-b1=2'), 'b1', { page: 1 })).toBe(
      '/nieuws#list-b1',
    );
  });

  it('links the first, last and nearby pages with gaps between', () => {
    expect(visiblePages(1, 1)).toEqual([1]);
    expect(visiblePages(5, 12)).toEqual([1, 'gap', 3, 4, 5, 6, 7, 'gap', 12]);
    expect(visiblePages(2, 4)).toEqual([1, 2, 3, 4]);
  });
});
