import { useEffect } from 'react';
import { statistics } from '../statistics/statistics-collector';

/**
 * Props of {@link StatisticsIsland}: what the screen reports, as plain data. They are the same for
 * every visitor of the URL, so a page from the HTML cache carries them too.
 */
export type StatisticsIslandProps =
  { event: 'search'; query: string; results: number } | { event: 'notFound'; path: string };

/**
 * Reports a site search or a not-found page to the statistics once the page runs in the browser
 * (after hydration on a page with islands, after the commit in the single-page app). Renders
 * nothing. The collector counts a query once and a not-found page once per page shown, so a
 * re-render or a next results page adds nothing.
 */
export default function StatisticsIsland(props: StatisticsIslandProps) {
  const { event } = props;
  const query = props.event === 'search' ? props.query : null;
  const results = props.event === 'search' ? props.results : null;
  const path = props.event === 'notFound' ? props.path : null;
  useEffect(() => {
    const collector = statistics();
    if (event === 'search' && query !== null) collector?.search(query, results ?? 0);
    else if (event === 'notFound') collector?.notFound();
  }, [event, query, results, path]);
  return null;
}
