import { useTranslation } from 'react-i18next';
import type { MenuItem, SearchResponse } from '@plein/api-client';
import { Cluster, Link } from '@plein/ui-kit';
import { resultHref } from './result-href';
import { SearchSnippet } from './search-snippet';

/**
 * The results of a search: ranked, each with its title link, snippet and where it lives, and
 * previous/next links (the page is in the URL).
 */
export function SearchResults({
  response,
  menu,
}: {
  response: SearchResponse;
  menu: readonly MenuItem[];
}) {
  const { t } = useTranslation();
  const href = (page: number) =>
    `/search?${new URLSearchParams({ q: response.query, page: String(page) }).toString()}`;
  return (
    <>
      <ol className="plein-search-results" start={(response.page - 1) * response.pageSize + 1}>
        {response.results.map((result) => {
          const target = resultHref(menu, result);
          return (
            <li key={`${result.kind}-${result.guid}`} className="plein-search-result">
              <h2 className="plein-search-result__title">
                <Link href={target}>{result.title}</Link>
              </h2>
              <SearchSnippet snippet={result.snippet} />
              <p className="plein-search-result__meta">
                {result.kind === 'page'
                  ? t('search.kindPage')
                  : t('search.kindItem', { page: result.pageTitle })}
              </p>
            </li>
          );
        })}
      </ol>
      {response.page > 1 || response.hasMore ? (
        <nav aria-label={t('search.pages')}>
          <Cluster gap={4} align="center">
            {response.page > 1 ? (
              <Link href={href(response.page - 1)} rel="prev">
                {t('pager.previous')}
              </Link>
            ) : null}
            <span>{t('search.page', { page: response.page })}</span>
            {response.hasMore ? (
              <Link href={href(response.page + 1)} rel="next">
                {t('pager.next')}
              </Link>
            ) : null}
          </Cluster>
        </nav>
      ) : null}
    </>
  );
}
