import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetAdminUserActivityQuery, useGetProfileActivityQuery } from '@plein/api-client';
import type { ActivityEntry } from '@plein/api-client';
import { Notice, Stack } from '@plein/ui-kit';
import { pageNumberOf } from '../../identity/account-categories';
import { listPageSize } from '../../routing/identity-steps';
import { formatDateTime } from '../format-date';
import { Pager } from '../pager';
import './activity-section.css';

/**
 * The activity of an account, newest first, a page at a time (`?page=`): the signed-in user's
 * own, or with `userGuid` the activity of a user an admin looks at.
 */
export function ActivitySection({ userGuid }: { userGuid?: string }) {
  const { t, i18n } = useTranslation();
  const [query] = useSearchParams();
  const page = pageNumberOf(query.get('page'));
  const paging = { page, pageSize: listPageSize };
  const own = useGetProfileActivityQuery(userGuid ? skipToken : paging);
  const theirs = useGetAdminUserActivityQuery(userGuid ? { guid: userGuid, ...paging } : skipToken);
  const { data, error } = userGuid ? theirs : own;

  return (
    <section aria-labelledby="activity-heading">
      <Stack gap={4}>
        <h2 id="activity-heading">{t('account.categories.activity')}</h2>
        {error ? (
          <Notice tone="error" role="alert">
            <p>{t('account.activityFailed')}</p>
          </Notice>
        ) : null}
        {data && data.items.length === 0 ? <p>{t('account.activityEmpty')}</p> : null}
        {data?.items.length ? (
          <ol className="plein-activity">
            {data.items.map((entry) => (
              <li key={`${entry.at}-${entry.kind}`}>
                <time dateTime={entry.at}>{formatDateTime(entry.at, i18n.language)}</time>
                <span>{describe(entry, t)}</span>
              </li>
            ))}
          </ol>
        ) : null}
        {data ? (
          <Pager
            label={t(userGuid ? 'account.userActivityPages' : 'account.activityPages')}
            list={data}
          />
        ) : null}
      </Stack>
    </section>
  );
}

function describe(entry: ActivityEntry, t: TFunction): string {
  const { fields: listed, changes } = entry.details;
  const fields = Array.isArray(listed)
    ? listed.map(String)
    : changes && typeof changes === 'object'
      ? Object.keys(changes)
      : [];
  const what = t(`activity.${entry.kind}`);
  if (!fields.length) return what;
  const names = fields.map((field) => t(`activity.fields.${field}`, { defaultValue: field }));
  return `${what}: ${names.join(', ')}`;
}
