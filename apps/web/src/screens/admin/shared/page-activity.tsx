import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useGetPageActivityQuery, useGetPagesActivityQuery } from '@plein/api-client';
import type { PageActivityEntry, Paged } from '@plein/api-client';
import { Button, Cluster, Link } from '@plein/ui-kit';
import { formatDateTime } from '../../format-date';
import './page-activity.css';

const pageSize = 20;

/** What can be done to an item of a list on the page (the rest is done to pages only). */
const itemActions = {
  created: true,
  changed: true,
  published: true,
  unpublished: true,
  draftDiscarded: true,
  deleted: true,
  restored: true,
} as const;
type ItemAction = keyof typeof itemActions;

/** What happened, as a sentence ("Ada publiceerde versie 3", "Ada wijzigde item ‘X’"). */
export function describeActivity(
  entry: PageActivityEntry,
  t: TFunction<'admin'>,
  language: string,
): string {
  const name = entry.by ?? t('pageActivity.someone');
  const { revision = 0, saves = 1, publishAt = null, unpublishAt = null } = entry.details;
  if (entry.item && entry.action in itemActions) {
    return t(`pageActivity.itemActions.${entry.action as ItemAction}`, {
      name,
      item: entry.item.title,
      count: saves,
    });
  }
  const time = (iso: string | null) => (iso ? formatDateTime(iso, language) : '');
  switch (entry.action) {
    case 'changed':
      return t('pageActivity.actions.changed', { name, count: saves });
    case 'published':
      return entry.bySchedule
        ? t('pageActivity.actions.publishedBySchedule', { name, revision })
        : t('pageActivity.actions.published', { name, revision });
    case 'unpublished':
      return t(
        entry.bySchedule
          ? 'pageActivity.actions.unpublishedBySchedule'
          : 'pageActivity.actions.unpublished',
        { name },
      );
    case 'scheduled': {
      const times = { name, publishAt: time(publishAt), unpublishAt: time(unpublishAt) };
      if (publishAt && unpublishAt) return t('pageActivity.actions.scheduledBoth', times);
      if (publishAt) return t('pageActivity.actions.scheduledPublish', times);
      if (unpublishAt) return t('pageActivity.actions.scheduledUnpublish', times);
      return t('pageActivity.actions.scheduleCleared', { name });
    }
    case 'revisionRestored':
      return t('pageActivity.actions.revisionRestored', { name, revision });
    default:
      return t(`pageActivity.actions.${entry.action}`, { name });
  }
}

/** Props of {@link PageActivityList}. */
export interface PageActivityListProps {
  /** The page of entries shown, or undefined while it loads. */
  data: Paged<PageActivityEntry> | undefined;
  isError: boolean;
  onRetry: () => void;
  page: number;
  onPage: (page: number) => void;
  /** Names each entry's page, a link where `pathOf` knows where it lives (every page's list). */
  pathOf?: (page: { guid: string; name: string }) => string;
}

/**
 * Who did what, newest first, 20 at a time with "Newer" and "Older"; each entry a sentence
 * with its time, and, in the list of every page, the page it was done to.
 */
export function PageActivityList({
  data,
  isError,
  onRetry,
  page,
  onPage,
  pathOf,
}: PageActivityListProps) {
  const { t, i18n } = useTranslation('admin');
  if (isError) {
    return (
      <div role="alert">
        <p>{t('pageActivity.failed')}</p>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('pageActivity.retry')}
        </Button>
      </div>
    );
  }
  if (!data) return <p role="status">{t('pageActivity.loading')}</p>;
  if (data.total === 0) return <p>{t('pageActivity.none')}</p>;

  const subject = (entry: PageActivityEntry): ReactNode => {
    if (!pathOf) return null;
    const { guid, name, title } = entry.page;
    return (
      <span className="plein-page-activity__page">
        {guid ? (
          <Link href={pathOf({ guid, name })}>{title}</Link>
        ) : (
          t('pageActivity.pageGone', { title })
        )}
      </span>
    );
  };
  const from = (page - 1) * pageSize + 1;
  const to = from + data.items.length - 1;
  // The buttons stay where they are at either end (aria-disabled), so focus is never lost.
  return (
    <>
      <ol className="plein-page-activity">
        {data.items.map((entry, index) => (
          <li key={`${entry.at}-${String(index)}`} className="plein-page-activity__item">
            {subject(entry)}
            <span>{describeActivity(entry, t, i18n.language)}</span>
            <time className="plein-page-activity__time" dateTime={entry.at}>
              {formatDateTime(entry.at, i18n.language)}
            </time>
          </li>
        ))}
      </ol>
      {data.total > pageSize ? (
        <nav aria-label={t('pageActivity.pager.label')}>
          <Cluster gap={3} align="center">
            <Button
              variant="secondary"
              size="sm"
              aria-disabled={page <= 1 || undefined}
              onClick={() => page > 1 && onPage(page - 1)}
            >
              {t('pageActivity.pager.newer')}
            </Button>
            <span>{t('pageActivity.pager.position', { from, to, total: data.total })}</span>
            <Button
              variant="secondary"
              size="sm"
              aria-disabled={to >= data.total || undefined}
              onClick={() => to < data.total && onPage(page + 1)}
            >
              {t('pageActivity.pager.older')}
            </Button>
          </Cluster>
        </nav>
      ) : null}
    </>
  );
}

/** One page's activity, under its own heading (the editor's history). */
export function PageActivity({ pageGuid, heading }: { pageGuid: string; heading: ReactNode }) {
  const headingId = useId();
  const [page, setPage] = useState(1);
  const query = useGetPageActivityQuery({ id: pageGuid, page, pageSize });
  return (
    <section aria-labelledby={headingId} className="plein-page-activity__section">
      <h3 id={headingId} className="plein-editor-history__heading">
        {heading}
      </h3>
      <PageActivityList
        data={query.data}
        isError={query.isError}
        onRetry={() => void query.refetch()}
        page={page}
        onPage={setPage}
      />
    </section>
  );
}

/** Every page's activity (admins), each entry naming its page. */
export function RecentPageActivity({
  pathOf,
}: {
  pathOf: (page: { guid: string; name: string }) => string;
}) {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const query = useGetPagesActivityQuery({ page, pageSize });
  return (
    <section aria-labelledby="page-activity-heading">
      <h2 id="page-activity-heading">{t('pageActivity.recentHeading')}</h2>
      <p>{t('pageActivity.recentText')}</p>
      <PageActivityList
        data={query.data}
        isError={query.isError}
        onRetry={() => void query.refetch()}
        page={page}
        onPage={setPage}
        pathOf={pathOf}
      />
    </section>
  );
}
