import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import type { Paged } from '@plein/api-client';
import { Cluster, Link } from '@plein/ui-kit';

/**
 * Previous and next links of a paged list the API answered, with "page x of y". Links go to the
 * current address with another `page`, keeping the other query parameters (e.g. a search).
 *
 * @example
 * <Pager label={t('activity.pages')} list={data} />
 */
export function Pager({
  label,
  list: { page, pageSize, total },
}: {
  label: string;
  list: Pick<Paged<unknown>, 'page' | 'pageSize' | 'total'>;
}) {
  const { t } = useTranslation();
  const { pathname: path } = useLocation();
  const [query] = useSearchParams();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const href = (target: number) => {
    const next = new URLSearchParams(query);
    next.set('page', String(target));
    return `${path}?${next.toString()}`;
  };
  return (
    <nav aria-label={label}>
      <Cluster gap={4} align="center">
        {page > 1 ? <Link href={href(page - 1)}>{t('pager.previous')}</Link> : null}
        <span>{t('pager.position', { page, pages })}</span>
        {page < pages ? <Link href={href(page + 1)}>{t('pager.next')}</Link> : null}
      </Cluster>
    </nav>
  );
}
