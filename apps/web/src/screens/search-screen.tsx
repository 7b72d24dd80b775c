import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSearchQuery } from '@plein/api-client';
import { Notice } from '@plein/ui-kit';
import { useTopLevelMenu } from '../data/use-tenant-data';
import { Island } from '../islands/island';
import { searchArgs } from '../search/search-args';
import { SearchForm } from '../search/search-form';
import { SearchResults } from '../search/search-results';
import { ScreenMain } from './screen-main';
import './search-screen.css';

/**
 * `/search?q=…&page=…`: the search form and the ranked results of the tenant's pages and list
 * items, rendered on the server; a notice when the results come from similar words.
 */
export function SearchScreen() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const args = searchArgs(params, i18n.language);
  const { data, currentData, isError, isFetching } = useSearchQuery(args ?? skipToken);
  const menu = useTopLevelMenu() ?? [];
  const title = args ? t('search.titleFor', { q: args.q }) : t('search.title');

  let body = <p>{t('search.empty')}</p>;
  if (args && isError) body = <p>{t('search.failed')}</p>;
  else if (args && !data && isFetching) body = <p>{t('blocks.list.loading')}</p>;
  else if (args && data && !data.results.length) {
    body = <p>{t('search.noResults', { q: args.q })}</p>;
  } else if (args && data) {
    body = (
      <>
        {data.fuzzy ? (
          <Notice tone="info" role="status" title={t('search.fuzzyTitle')} headingLevel={2}>
            <p>{t('search.fuzzyText', { q: args.q })}</p>
          </Notice>
        ) : null}
        <SearchResults response={data} menu={menu} />
      </>
    );
  }

  return (
    <ScreenMain title={title} wide>
      <div className="plein-search">
        <SearchForm
          id="search-page-q"
          name={t('search.formName')}
          label={t('search.label')}
          submitLabel={t('search.submit')}
          defaultValue={args?.q ?? ''}
        />
        <div aria-live="polite" className="plein-search__body">
          {body}
        </div>
        {args && currentData ? (
          // The executed query and how many results it found, for the statistics.
          <Island
            name="statistics"
            props={{ event: 'search', query: args.q, results: currentData.total }}
          />
        ) : null}
      </div>
    </ScreenMain>
  );
}
