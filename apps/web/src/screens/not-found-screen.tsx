import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ButtonLink, Link } from '@plein/ui-kit';
import { useTopLevelMenu } from '../data/use-tenant-data';
import { Island } from '../islands/island';
import { SearchForm } from '../search/search-form';
import { toNavigationItems } from '../shell/navigation-items';
import { StatusScreen } from './status-screen';

/** How many of the menu's sections the not-found page offers. */
const maxSectionLinks = 6;

/**
 * The ordinary not-found page (HTTP 404 when rendered on the server): what happened, a search of
 * the site, the menu's top-level pages and the way home. The statistics count it on the public
 * site.
 */
export function NotFoundScreen() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const sections = toNavigationItems(useTopLevelMenu() ?? [], pathname)
    .filter((item) => !item.external && item.href !== '/')
    .slice(0, maxSectionLinks);
  return (
    <StatusScreen kicker={t('notFound.code')} title={t('notFound.title')} lead={t('notFound.text')}>
      <div className="plein-status__panel">
        <SearchForm
          id="not-found-q"
          name={t('notFound.searchName')}
          label={t('notFound.searchLabel')}
          submitLabel={t('search.submit')}
        />
      </div>
      {sections.length ? (
        <nav className="plein-status__panel" aria-labelledby="not-found-sections">
          <h2 id="not-found-sections" className="plein-status__panel-title">
            {t('notFound.sections')}
          </h2>
          <ul className="plein-status__links">
            {sections.map((item) => (
              <li key={item.href}>
                <Link href={item.href}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <p className="plein-status__actions">
        <ButtonLink href="/">{t('notFound.backHome')}</ButtonLink>
      </p>
      <Island name="statistics" props={{ event: 'notFound', path: pathname }} />
    </StatusScreen>
  );
}
