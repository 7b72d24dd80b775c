import { useLayoutEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { isTrackedRoute } from '../analytics/tracking-rules';
import { statistics } from './statistics-collector';

/**
 * The single-page app's page views: the first page and every client-side navigation to a public
 * page (no admin, account or editor screen, none whose URL carries a secret code). From the
 * router's location, so a hash change or a re-render is no page view. Renders nothing.
 */
export function StatisticsPageViews() {
  const { pathname, search } = useLocation();
  const tracked = isTrackedRoute(useMatches(), pathname);
  // A layout effect: the page is shown before its screen's islands report a search or a 404.
  useLayoutEffect(() => {
    statistics()?.pageShown(pathname, tracked);
  }, [pathname, search, tracked]);
  return null;
}
