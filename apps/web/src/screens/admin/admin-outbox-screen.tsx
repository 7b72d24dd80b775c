import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useGetOutboxQuery } from '@plein/api-client';
import type { OutboxMail } from '@plein/api-client';
import { Notice, Stack } from '@plein/ui-kit';
import { pageNumberOf } from '../../identity/account-categories';
import { listPageSize } from '../../routing/identity-steps';
import { formatDateTime } from '../format-date';
import { Pager } from '../pager';
import { ScreenMain } from '../screen-main';
import './admin-outbox.css';

/** One queued mail: who it is for, what it is, and its text unless it carries someone's code. */
function OutboxEntry({ mail }: { mail: OutboxMail }) {
  const { t, i18n } = useTranslation('admin');
  const headingId = `outbox-${mail.guid}`;
  return (
    <li className="plein-outbox__mail">
      <article aria-labelledby={headingId}>
        <h2 id={headingId} className="plein-outbox__subject">
          {mail.subject}
        </h2>
        <dl className="plein-outbox__facts">
          <dt>{t('outbox.to')}</dt>
          <dd>{mail.to}</dd>
          <dt>{t('outbox.kind')}</dt>
          <dd>{t(`outbox.kinds.${mail.kind}`)}</dd>
          <dt>{t('outbox.created')}</dt>
          <dd>{formatDateTime(mail.createdAt, i18n.language)}</dd>
        </dl>
        {mail.redacted ? (
          <p>{t('outbox.redacted')}</p>
        ) : (
          // The plain-text version: the links in it are what an admin passes on.
          <pre className="plein-outbox__text">{mail.text}</pre>
        )}
      </article>
    </li>
  );
}

/**
 * Admin: the mail the site would have sent, kept because no mail server is configured
 * (`SMTP_URL`), so an admin can pass invitations on by hand. Mail with another person's one-time
 * code comes redacted from the API (decision 0010).
 */
export function AdminOutboxScreen() {
  const { t } = useTranslation('admin');
  const [query] = useSearchParams();
  const page = pageNumberOf(query.get('page'));
  const { data, error } = useGetOutboxQuery({ page, pageSize: listPageSize });
  return (
    <ScreenMain wide title={t('outbox.title')}>
      <Stack gap={4}>
        <p>{t('outbox.intro')}</p>
        {error ? (
          <Notice tone="error" role="alert">
            <p>{t('outbox.loadFailed')}</p>
          </Notice>
        ) : null}
        <p role="status">{data ? t('outbox.count', { count: data.total }) : null}</p>
        {data && data.items.length === 0 ? <p>{t('outbox.none')}</p> : null}
        {data?.items.length ? (
          <ul className="plein-outbox">
            {data.items.map((mail) => (
              <OutboxEntry key={mail.guid} mail={mail} />
            ))}
          </ul>
        ) : null}
        {data ? <Pager label={t('outbox.pages')} list={data} /> : null}
      </Stack>
    </ScreenMain>
  );
}
