import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { useAppSelector } from '@plein/state-store';
import type { RouteDefinition } from '../routing/route-table';
import { matchContentPath } from '../routing/route-table';
import { NotFoundScreen } from './not-found-screen';
import { PageScreen } from './page-screen';
import { lazyScreen, loadedScreen } from './screen-modules';

/** Picks the screen of a route; the not-found page when the route raised 404 or has no screen yet. */
export function RouteScreen({ definition }: { definition?: RouteDefinition }) {
  const { pathname } = useLocation();
  const errorStatus = useAppSelector((state) => state.ui.errorStatus);
  const match = definition ? { definition, pagePath: pathname } : matchContentPath(pathname);
  const screen = match.definition.screen;
  if (errorStatus === 404 || screen === null) return <NotFoundScreen />;
  if (screen === 'page') return <PageScreen pagePath={match.pagePath} />;
  const Screen = loadedScreen(screen);
  if (Screen) return <Screen />;
  const Lazy = lazyScreen(screen);
  return (
    <Suspense fallback={null}>
      <Lazy />
    </Suspense>
  );
}
