import type { TFunction } from 'i18next';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useEndOtherSessionsMutation,
  useEndSessionMutation,
  useListSessionsQuery,
} from '@plein/api-client';
import type { SessionSummary } from '@plein/api-client';
import { Button, Notice, Stack } from '@plein/ui-kit';
import { errorStatusOf } from '../../identity/error-status';
import { formatDateTime } from '../format-date';
import { userAgentName } from './user-agent-name';
import './sessions-section.css';

type Outcome = 'ended' | 'endedOthers' | 'failed';

/**
 * The user's live sessions (this device first, then the most recently active), each other one
 * with a button that signs it out, and one that signs out all others.
 */
export function SessionsSection() {
  const { t } = useTranslation();
  const { data, error, isLoading, isFetching, refetch } = useListSessionsQuery();
  const [endSession, ending] = useEndSessionMutation();
  const [endOtherSessions, endingOthers] = useEndOtherSessionsMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const busy = ending.isLoading || endingOthers.isLoading;

  const finish = (result: { error?: Parameters<typeof errorStatusOf>[0] }, done: Outcome) => {
    // Not found: that session had already ended, which is what was asked.
    const failed = result.error !== undefined && errorStatusOf(result.error) !== 404;
    setOutcome(failed ? 'failed' : done);
    // The pressed button was disabled meanwhile and goes with its session when that ended:
    // keep focus in the section rather than let it fall to the page.
    heading.current?.focus();
  };

  const sessions = [...(data ?? [])].sort(
    (a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt),
  );
  const others = sessions.filter((session) => !session.current);

  return (
    <section aria-labelledby="sessions-heading">
      <Stack gap={4}>
        <h2 id="sessions-heading" ref={heading} tabIndex={-1}>
          {t('security.sessions.title')}
        </h2>
        <p>{t('security.sessions.intro')}</p>
        <div role="status">
          {outcome === 'ended' || outcome === 'endedOthers' ? (
            <Notice tone="success">
              <p>{t(`security.sessions.${outcome}`)}</p>
            </Notice>
          ) : null}
        </div>
        {outcome === 'failed' ? (
          <Notice tone="error" role="alert">
            <p>{t('security.sessions.endFailed')}</p>
          </Notice>
        ) : null}
        {isLoading ? <p>{t('security.sessions.loading')}</p> : null}
        {error && !isFetching ? (
          <Notice
            tone="error"
            role="alert"
            actions={
              <Button variant="secondary" onClick={() => void refetch()}>
                {t('security.sessions.retry')}
              </Button>
            }
          >
            <p>{t('security.sessions.loadFailed')}</p>
          </Notice>
        ) : null}
        {sessions.length > 0 ? (
          <ul className="plein-sessions" aria-labelledby="sessions-heading">
            {sessions.map((session) => (
              <SessionItem
                key={session.guid}
                session={session}
                disabled={busy}
                onEnd={() =>
                  void endSession(session.guid).then((result) => finish(result, 'ended'))
                }
              />
            ))}
          </ul>
        ) : null}
        {others.length > 0 ? (
          <div>
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() =>
                void endOtherSessions().then((result) => finish(result, 'endedOthers'))
              }
            >
              {t('security.sessions.endOthers')}
            </Button>
          </div>
        ) : data ? (
          <p>{t('security.sessions.noOthers')}</p>
        ) : null}
      </Stack>
    </section>
  );
}

/** One session: its name, when it signed in and was last active, and a sign-out button. */
function SessionItem({
  session,
  disabled,
  onEnd,
}: {
  session: SessionSummary;
  disabled: boolean;
  onEnd: () => void;
}) {
  const { t, i18n } = useTranslation();
  const name = sessionName(session.userAgent, t);
  const lastSeen = formatDateTime(session.lastSeenAt, i18n.language);
  return (
    <li>
      <div>
        <p className="plein-sessions__name">
          {name}
          {session.current ? ' ' : null}
          {session.current ? (
            <span className="plein-sessions__current">{t('security.sessions.current')}</span>
          ) : null}
        </p>
        <dl>
          <dt>{t('security.sessions.signedInAt')}</dt>
          <dd>
            <time dateTime={session.createdAt}>
              {formatDateTime(session.createdAt, i18n.language)}
            </time>
          </dd>
          <dt>{t('security.sessions.lastSeen')}</dt>
          <dd>
            <time dateTime={session.lastSeenAt}>{lastSeen}</time>
          </dd>
        </dl>
      </div>
      {session.current ? null : (
        <div>
          <Button
            size="sm"
            variant="secondary"
            disabled={disabled}
            aria-label={t('security.sessions.endOne', { name, lastSeen })}
            onClick={onEnd}
          >
            {t('security.sessions.end')}
          </Button>
        </div>
      )}
    </li>
  );
}

/** "Chrome op Linux": the browser and system of a session, as far as its user agent tells. */
function sessionName(userAgent: string, t: TFunction): string {
  const { browser, os } = userAgentName(userAgent);
  const name = browser ?? t('security.sessions.unknownBrowser');
  return os ? t('security.sessions.browserOn', { browser: name, os }) : name;
}
