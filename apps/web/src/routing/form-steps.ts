import { formsApi } from '@plein/api-client';
import { notFoundRaised } from '@plein/state-store';
import { isFormBlockContent } from '@plein/building-blocks';
import { loadedPage } from './list-steps';
import { prefetchStep } from './prefetch';

/**
 * The published form of every form block on the page, so the blocks render on the server (with
 * the visitor's refusal, if any) and hydrate without asking again.
 */
export const loadFormBlocks = prefetchStep('form-blocks', async ({ store, pagePath }) => {
  const page = loadedPage(store, pagePath);
  if (!page) return;
  const guids = new Set(
    page.buildingBlockInstances
      .filter((block) => block.buildingBlock === 'form')
      .map((block) => block.content)
      .filter(isFormBlockContent)
      .map((content) => content.formGuid)
      .filter(Boolean),
  );
  await Promise.all(
    [...guids].map((guid) =>
      store.dispatch(formsApi.endpoints.getPublicForm.initiate(guid, { subscribe: false })),
    ),
  );
});

/**
 * The receipt of a submission (`/submission/{guid}`): a guid the API does not know is the
 * not-found page. The page is personal, so it is never kept in the HTML cache (not a shared screen).
 */
export const loadSubmissionReceipt = prefetchStep(
  'submission-receipt',
  async ({ store, params }) => {
    const result = await store.dispatch(
      formsApi.endpoints.getSubmissionReceipt.initiate(params.submissionGuid ?? '', {
        subscribe: false,
      }),
    );
    if (!result.data) store.dispatch(notFoundRaised());
  },
);
