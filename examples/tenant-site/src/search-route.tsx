import { skipToken } from '@reduxjs/toolkit/query';
import { Link, useSearchParams } from 'react-router';
import {
  itemPath,
  maxSearchPage,
  pagePathOf,
  topLevelMenuName,
  useGetMenuByNameQuery,
  useSearchQuery,
} from '@plein/api-client';
import type { SearchQuery, SearchResult } from '@plein/api-client';
import type { MenuItem } from '@plein/api-client';
import { SearchForm } from './search-form';
import { texts } from './texts';

/** The API's search of a `/search?q=…&page=…` URL, or null without words. */
function searchOf(params: URLSearchParams): SearchQuery | null {
  const q = (params.get('q') ?? '').trim().slice(0, 200);
  if (!q) return null;
  const asked = Number(params.get('page'));
  const page = Number.isInteger(asked) ? Math.min(Math.max(asked, 1), maxSearchPage) : 1;
  return { q, page, lang: 'nl' };
}

/** A page result at its page's path, an item under the path of the page holding its list. */
function resultHref(menu: readonly MenuItem[], result: SearchResult): string {
  const pagePath = pagePathOf(menu, { guid: result.pageGuid, name: result.pageName });
  return result.kind === 'page' ? pagePath : itemPath(pagePath, result.guid, result.title);
}

/** `/search`: the search form and the ranked results of the site's pages and list items. */
export function SearchRoute() {
  const [params] = useSearchParams();
  const search = searchOf(params);
  const { data, isError, isFetching } = useSearchQuery(search ?? skipToken);
  const menu = useGetMenuByNameQuery(topLevelMenuName).data ?? [];
  const pageHref = (page: number) =>
    `/search?${new URLSearchParams({ q: search?.q ?? '', page: String(page) }).toString()}`;

  let body = <p>{texts.searchEmpty}</p>;
  if (search && isError) body = <p role="alert">{texts.failed}</p>;
  else if (search && !data && isFetching) body = <p>{texts.loading}</p>;
  else if (search && data && !data.results.length) body = <p>{texts.noResults}</p>;
  else if (search && data) {
    body = (
      <>
        <ol start={(data.page - 1) * data.pageSize + 1}>
          {data.results.map((result) => (
            <li key={`${result.kind}-${result.guid}`}>
              <h2>
                <Link to={resultHref(menu, result)}>{result.title}</Link>
              </h2>
              {/* The API escapes the text and adds only <mark> around the matched words. */}
              <p dangerouslySetInnerHTML={{ __html: result.snippet }} />
            </li>
          ))}
        </ol>
        {data.page > 1 || data.hasMore ? (
          <nav aria-label={texts.searchPages}>
            {data.page > 1 ? <Link to={pageHref(data.page - 1)}>{texts.previous}</Link> : null}{' '}
            {data.hasMore ? <Link to={pageHref(data.page + 1)}>{texts.next}</Link> : null}
          </nav>
        ) : null}
      </>
    );
  }
  return (
    <main id="main" tabIndex={-1}>
      <h1>{search ? `${texts.resultsFor} “${search.q}”` : texts.search}</h1>
      <SearchForm defaultValue={search?.q ?? ''} />
      <div aria-live="polite">{body}</div>
    </main>
  );
}
