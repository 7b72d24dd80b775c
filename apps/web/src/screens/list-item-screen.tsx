import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useGetListItemQuery } from '@plein/api-client';
import { BlockRenderer, toBlockInstance } from '@plein/building-blocks';
import { Link, mainContentId } from '@plein/ui-kit';
import { documentTitle } from '../app/document-title';
import { useSettings } from '../data/use-tenant-data';
import { ItemFindability } from '../findability/item-findability';
import { AppListServices } from '../lists/list-services-provider';
import { matchContentPath } from '../routing/route-table';
import { blockRegistry } from './block-registry';
import { DraftBanner } from './draft-banner';
import { formatDate } from './format-date';
import { NotFoundScreen } from './not-found-screen';
import './list-item-screen.css';

/**
 * A list item's page (`{any path}/i/{itemGuid}/{itemTitle}`): its title, metadata and content
 * blocks, with a link back to the page it lives under. Loaded (and slug-checked) by the route's
 * pre-fetch step.
 */
export function ListItemScreen() {
  const { t, i18n } = useTranslation();
  const { platformName } = useSettings();
  const { pathname } = useLocation();
  const { pagePath, params } = matchContentPath(pathname);
  const { data: item, isLoading } = useGetListItemQuery(params.itemGuid ?? skipToken);
  if (!item) return isLoading ? null : <NotFoundScreen />;
  // Only the answers of the item's editors carry its draft, or an unpublished item.
  const draftState = !item.isPublished ? 'unpublished' : item.draft ? 'changed' : null;
  const blocks = [...item.contentBuildingBlockInstances]
    .sort((a, b) => a.sortId - b.sortId)
    .map(toBlockInstance);
  return (
    <main id={mainContentId} tabIndex={-1} className="plein-item">
      <title>{documentTitle(item.title, platformName)}</title>
      <ItemFindability item={item} pagePath={pagePath} />
      <p className="plein-item__back">
        <Link href={pagePath}>{t('item.back')}</Link>
      </p>
      {draftState ? <DraftBanner state={draftState} pagePath={pagePath} subject="item" /> : null}
      <article className="plein-item__article" lang={item.language}>
        <header className="plein-item__header">
          <h1 className="plein-item__title">{item.title}</h1>
          <p className="plein-item__meta">
            <span className="plein-item__type">{item.listItemTypeName}</span>{' '}
            <span>
              {t('blocks.list.publishedOn')}{' '}
              <time dateTime={item.publishedOn}>{formatDate(item.publishedOn, i18n.language)}</time>
            </span>
            {item.metadata.periodEnd ? (
              <span>
                {' '}
                {t('item.until')}{' '}
                <time dateTime={item.metadata.periodEnd}>
                  {formatDate(item.metadata.periodEnd, i18n.language)}
                </time>
              </span>
            ) : null}
          </p>
          {item.metadata.description ? (
            <p className="plein-item__description">{item.metadata.description}</p>
          ) : null}
        </header>
        <AppListServices pagePath={pagePath}>
          <BlockRenderer registry={blockRegistry} blocks={blocks} />
        </AppListServices>
      </article>
    </main>
  );
}
