import { isPreviewToken, pleinApi } from '@plein/api-client';
import type { RootState } from '@plein/state-store';
import { errorStatusOf } from '../identity/error-status';
import { prefetchStep } from './prefetch';

/** Statuses with which the API says a preview link opens nothing (unknown, revoked, expired). */
const noPreview = new Set<number | null>([400, 404]);

/**
 * The draft a preview link (`/preview/{token}`) shows. A token of the wrong shape is not asked
 * for; one the API does not know (any more) leaves the screen to say so, with status 404 (see
 * {@link previewHttpStatus}).
 */
export const loadPreview = prefetchStep('preview', async ({ store, params }) => {
  const token = params.token ?? '';
  if (!isPreviewToken(token)) return;
  const result = await store.dispatch(
    pleinApi.endpoints.getPreview.initiate(token, { subscribe: false }),
  );
  if (result.error && !noPreview.has(errorStatusOf(result.error))) {
    throw new Error('The preview could not be loaded');
  }
});

/**
 * The HTTP status of a preview's server render: 404 when the link opens nothing (its screen says
 * the link is unknown or expired), else the render's own.
 *
 * @example
 * previewHttpStatus(store.getState(), '/preview/abc', { token: 'abc' }); // 404
 */
export function previewHttpStatus(
  state: RootState,
  _pagePath: string,
  params: Record<string, string | undefined>,
): number | undefined {
  const token = params.token ?? '';
  if (!isPreviewToken(token)) return 404;
  const { data, error } = pleinApi.endpoints.getPreview.select(token)(state);
  return !data && error && noPreview.has(errorStatusOf(error)) ? 404 : undefined;
}
