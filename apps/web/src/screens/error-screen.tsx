import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { ReactNode } from 'react';
import { ButtonLink, Link } from '@plein/ui-kit';
import type { LinkComponentProps } from '@plein/ui-kit';
import { StatusScreen } from './status-screen';

/** A link that loads its document again from the server, rather than navigating in the page. */
function DocumentLink(props: LinkComponentProps) {
  return <a {...props} />;
}

/**
 * The error state of a screen whose data could not be loaded (the API failed or did not answer):
 * what happened, a link that loads the same address again, and the way home. The server answers
 * it with the failure's status (500 or 503) and keeps it out of the HTML cache. `children` go
 * above the ways on (a screen's own `noindex`, for example).
 */
export function ErrorScreen({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <StatusScreen kicker={t('error.kicker')} title={t('error.title')} lead={t('error.text')}>
      {children}
      <p className="plein-status__actions">
        <ButtonLink href={`${pathname}${search}`} linkComponent={DocumentLink}>
          {t('error.retry')}
        </ButtonLink>
        <Link href="/">{t('notFound.backHome')}</Link>
      </p>
    </StatusScreen>
  );
}
