import { useLocation } from 'react-router';
import { useAppSelector } from '@plein/state-store';
import type { RouteDefinition } from '../routing/route-table';
import { matchContentPath } from '../routing/route-table';
import { NotFoundScreen } from './not-found-screen';
import { PageScreen } from './page-screen';

/** Picks the screen of a route; the not-found page when the route raised 404 or has no screen yet. */
export function RouteScreen({ definition }: { definition?: RouteDefinition }) {
  const { pathname } = useLocation();
  const errorStatus = useAppSelector((state) => state.ui.errorStatus);
  const match = definition ? { definition, pagePath: pathname } : matchContentPath(pathname);
  if (errorStatus === 404 || match.definition.screen !== 'page') return <NotFoundScreen />;
  return <PageScreen pagePath={match.pagePath} />;
}
