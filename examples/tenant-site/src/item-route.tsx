import { Link } from 'react-router';
import { useGetListItemQuery } from '@plein/api-client';
import { BlockRenderer, toBlockInstance } from '@plein/building-blocks';
import { SiteListServices } from './list-services';
import { registry } from './registry';
import { formatDate, texts } from './texts';

/** A list item's own page (`{page path}/i/{guid}/{slug}`): its title, date and content blocks. */
export function ItemRoute({ guid, pagePath }: { guid: string; pagePath: string }) {
  const { data: item, isLoading, error } = useGetListItemQuery(guid);
  if (!item) {
    const failed = error && !('status' in error && error.status === 404);
    return (
      <main id="main" tabIndex={-1}>
        <p role={isLoading ? 'status' : 'alert'}>
          {isLoading ? texts.loading : failed ? texts.failed : texts.notFound}
        </p>
      </main>
    );
  }
  const blocks = [...item.contentBuildingBlockInstances]
    .sort((a, b) => a.sortId - b.sortId)
    .map(toBlockInstance);
  return (
    <main id="main" tabIndex={-1} className="site-item">
      <p>
        <Link to={pagePath}>{texts.back}</Link>
      </p>
      <article lang={item.language}>
        <h1>{item.title}</h1>
        <p>
          {texts.publishedOn}{' '}
          <time dateTime={item.publishedOn}>{formatDate(item.publishedOn)}</time>
        </p>
        {item.metadata.description ? <p>{item.metadata.description}</p> : null}
        <SiteListServices pagePath={pagePath}>
          <BlockRenderer registry={registry} blocks={blocks} />
        </SiteListServices>
      </article>
    </main>
  );
}
