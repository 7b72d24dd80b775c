import type { i18n as I18n } from 'i18next';
import type { AppStore } from '@plein/state-store';
import type { Logger } from './logger';

/** What a pre-fetch step gets: the request's store and what the route matched. */
export interface PrefetchContext {
  store: AppStore;
  i18n: I18n;
  logger: Logger;
  /** The path name of the page the route is about (for `{any path}` routes). */
  pagePath: string;
  params: Record<string, string | undefined>;
  url: URL;
}

/**
 * A step may ask for a redirect (`replace`: in the browser the redirect replaces the history
 * entry); otherwise it only fills the store.
 */
export type PrefetchResult = void | { redirect: string; replace?: boolean };

/** One pre-fetch step of a screen (spec section 2). */
export interface PrefetchStep {
  (context: PrefetchContext): Promise<PrefetchResult>;
  /** Name used in logs. */
  stepName: string;
}

/** Names a pre-fetch step. */
export function prefetchStep(
  stepName: string,
  run: (context: PrefetchContext) => Promise<PrefetchResult>,
): PrefetchStep {
  return Object.assign(run, { stepName });
}

/**
 * Runs steps one after the other. A failed step is logged and the rest still run (spec section
 * 8); the first redirect a step asks for ends the run.
 */
export async function runPrefetch(
  steps: readonly PrefetchStep[],
  context: PrefetchContext,
): Promise<PrefetchResult> {
  for (const step of steps) {
    try {
      const result = await step(context);
      if (result?.redirect) return result;
    } catch (error) {
      context.logger.error('Pre-fetch step failed', { step: step.stepName, error: String(error) });
    }
  }
  return undefined;
}
