import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { itemPath } from '@plein/api-client';
import { listTexts, ListServicesProvider } from '@plein/building-blocks';
import type { ListServices } from '@plein/building-blocks';
import { formatDate } from '../screens/format-date';
import { useListPage } from './use-list-page';

/**
 * Gives the list blocks of a page their texts, location, data and item links (items open under
 * the page's own path).
 *
 * @example
 * <AppListServices pagePath="/nieuws"><PageView page={page} /></AppListServices>
 */
export function AppListServices({ pagePath, children }: { pagePath: string; children: ReactNode }) {
  const { i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const services = useMemo<ListServices>(
    () => ({
      texts: listTexts(i18n.language === 'en' ? 'en' : 'nl'),
      location: { pathname: location.pathname, search: location.search },
      useListPage,
      itemHref: (item) => itemPath(pagePath, item.guid, item.title),
      formatDate: (iso) => formatDate(iso, i18n.language),
      navigate: (href) => void navigate(href),
    }),
    [i18n.language, location.pathname, location.search, navigate, pagePath],
  );
  return <ListServicesProvider services={services}>{children}</ListServicesProvider>;
}
