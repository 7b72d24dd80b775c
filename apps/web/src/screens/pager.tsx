import { useTranslation } from 'react-i18next';
import { Cluster, Link } from '@plein/ui-kit';

/**
 * Previous and next links of a paged list, with "page x of y". Links keep the other query
 * parameters (e.g. a search).
 *
 * @example
 * <Pager label={t('activity.pages')} page={2} pageSize={20} total={45} query={search} />
 */
export function Pager({
  label,
  page,
  pageSize,
  total,
  path,
  query,
}: {
  label: string;
  page: number;
  pageSize: number;
  total: number;
  path: string;
  query: URLSearchParams;
}) {
  const { t } = useTranslation();
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
