// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Page, PageSummary } from '@plein/api-client';
import { makeStore } from '@plein/state-store';
import { fixturePage, publishedFixturePage } from '../../../editor/editor-fixtures';
import { renderAdmin } from '../shared/test-harness';
import { PageRow } from './page-row';

afterEach(cleanup);

/** A page of the admin list as the API answers it to an administrator. */
const summary = (page: Page): PageSummary => ({
  ...page,
  buildingBlockInstances: [],
  updatedAt: page.draft?.changedAt ?? '2026-11-18T09:00:00.000Z',
  canEdit: true,
});

/** The state cell of the page's row in the pages table. */
async function stateOf(page: Page) {
  await renderAdmin(
    <table>
      <tbody>
        <PageRow page={summary(page)} path="/over-ons" onDelete={() => undefined} />
      </tbody>
    </table>,
    {
      store: makeStore({
        transport: { baseUrl: 'http://127.0.0.1:9', host: 'localhost', side: 'server' },
      }),
    },
  );
  const row = await screen.findByRole('row', { name: /Over ons/ });
  return within(row).getAllByRole('cell')[2]!;
}

describe('a page in the admin pages list', () => {
  it('says a published page has unpublished changes', async () => {
    expect(await stateOf(publishedFixturePage(true))).toHaveTextContent(
      /^GepubliceerdNiet-gepubliceerde wijzigingen$/,
    );
  });

  it('says nothing more of a published page without changes, or of an unpublished page', async () => {
    expect(await stateOf(publishedFixturePage(false))).toHaveTextContent(/^Gepubliceerd$/);
    cleanup();
    // An unpublished page's draft always has changes: "not published" says it all.
    expect(await stateOf(fixturePage())).toHaveTextContent(/^Niet gepubliceerd$/);
  });
});
