import type { DataRouter } from 'react-router';
import type { Logger } from './logger';

/**
 * Why a navigation did not arrive where it was headed (spec section 8's route-guard errors):
 * a route guard sent it elsewhere (`aborted`, logged by the guard itself), a newer navigation
 * replaced it (`cancelled`), or it asked for the address already shown (`duplicated`).
 */
export type NavigationFailure = 'aborted' | 'cancelled' | 'duplicated';

/** The parts of a router the log watches. */
type WatchedRouter = Pick<DataRouter, 'state' | 'subscribe'>;

const addressOf = (location: { pathname: string; search: string }) =>
  `${location.pathname}${location.search}`;

/**
 * Logs the browser's navigations that fail (spec section 8): cancelled and duplicated ones as
 * information, a navigation whose loading threw as an error with the address it was headed for.
 * Answers the function that stops the log.
 *
 * @example
 * const stop = logNavigations(router, logger);
 */
export function logNavigations(router: WatchedRouter, logger: Logger): () => void {
  let pending: string | null = null;
  return router.subscribe((state) => {
    const { navigation } = state;
    if (navigation.state !== 'idle' && navigation.location) {
      const target = addressOf(navigation.location);
      if (target === pending) return;
      if (pending !== null) {
        logNavigationFailure(logger, 'cancelled', { from: pending, to: target });
      } else if (target === addressOf(state.location)) {
        logNavigationFailure(logger, 'duplicated', { to: target });
      }
      pending = target;
      return;
    }
    if (pending !== null && state.errors) {
      logger.error('Navigation failed', {
        to: pending,
        errors: Object.values(state.errors).map(String),
      });
    }
    pending = null;
  });
}

/**
 * Logs one failed navigation with its kind.
 *
 * @example
 * logNavigationFailure(logger, 'aborted', { to: '/admin/pages', redirect: '/login' });
 */
export function logNavigationFailure(
  logger: Logger,
  failure: NavigationFailure,
  data: Record<string, unknown>,
): void {
  logger.info(`Navigation ${failure}`, { failure, ...data });
}
