// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PreviewResponse } from '@plein/api-client';
import { fixtureBlock, fixturePage, fixturePublicForm } from '../../editor/editor-fixtures';
import { createI18n } from '../../i18n/i18n';
import { startFakeApi } from '../../test-support/fake-api';
import { PreviewScreen } from './preview-screen';

let api: Awaited<ReturnType<typeof startFakeApi>>;

beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.reset();
  api.answer('GET /api/menus:withName', { status: 200, body: [] });
  api.answer('GET /api/platformsettingvalues', { status: 200, body: [] });
});
afterEach(() => {
  cleanup();
  document.head.querySelectorAll('meta[name="robots"], title').forEach((node) => node.remove());
});

const token = 'Qm9vbS1lZW4tdm9vcmJlZWxkLXRva2VuLXZhbi00My1';

/** The draft as the API shows it through a link: no editors' draft state, valid until 27 Nov. */
const preview: PreviewResponse = {
  page: { ...fixturePage({ isPublished: true }), draft: undefined },
  listMetadata: [],
  preview: { expiresAt: '2026-11-27T13:05:00.000Z' },
};

/** The preview screen at `/preview/{token}`, as the app renders it. */
function show(path: string) {
  const router = createMemoryRouter([{ path: '/preview/:token', element: <PreviewScreen /> }], {
    initialEntries: [path],
  });
  return render(
    <Provider store={api.store()}>
      <I18nextProvider i18n={createI18n('nl')}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </Provider>,
  );
}

const robots = () =>
  [...document.querySelectorAll('meta[name="robots"]')].map((meta) => meta.getAttribute('content'));

describe('the preview of a draft through a link', () => {
  it('shows the page under a banner saying it is a draft and until when the link is valid', async () => {
    api.answer(`GET /api/preview/${token}`, { status: 200, body: preview });
    show(`/preview/${token}`);
    await screen.findByText('Welkom bij ons team.');
    const main = screen.getByRole('main');
    const banner = within(main).getByText(
      'Voorbeeld van een concept — bezoekers zien deze versie nog niet. Deze link is geldig tot 27 nov 2026, 14:05.',
    );
    // Above the page's own content, which is the draft the API answered.
    const first = within(main).getByRole('heading', { level: 1, name: 'Wie wij zijn' });
    expect(banner.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(main).getByText('Tweede alinea.')).toBeInTheDocument();
    // Not the editors' banner: a reviewer is no editor.
    expect(within(main).queryByRole('link', { name: 'Naar de editor' })).toBeNull();
    expect(robots()).toEqual(['noindex']);
    expect(document.title).toBe('Voorbeeld: Over ons');
    const result = await axe.run(main, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('shows a form on the page, but it cannot be sent from a preview', async () => {
    const formGuid = '0b5c4a56-8b7e-4c0e-9f1a-2a3b4c5d6e7f';
    const page = preview.page;
    api.answer(`GET /api/preview/${token}`, {
      status: 200,
      body: {
        ...preview,
        page: {
          ...page,
          buildingBlockInstances: [
            ...page.buildingBlockInstances,
            fixtureBlock({ guid: 'b9', sortId: 9, buildingBlock: 'form', content: { formGuid } }),
          ],
        },
      },
    });
    api.answer(`GET /api/forms/${formGuid}`, { status: 200, body: fixturePublicForm(formGuid) });
    show(`/preview/${token}`);
    const form = await screen.findByRole('heading', { name: 'Contact' });
    expect(form.closest('[inert]')).not.toBeNull();
    expect(
      screen.getByText('In een voorbeeld kan dit formulier niet worden verzonden.'),
    ).toBeVisible();
  });

  it('says a link is unknown, revoked or expired when the API finds nothing', async () => {
    api.answer(`GET /api/preview/${token}`, {
      status: 404,
      body: { error: { code: 'preview_not_found', message: 'No such preview.' } },
    });
    show(`/preview/${token}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Voorbeeldlink niet gevonden' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Deze voorbeeldlink bestaat niet, is ingetrokken of is verlopen. Vraag degene die u de link stuurde om een nieuwe.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar de homepagina' })).toHaveAttribute('href', '/');
    expect(robots()).toEqual(['noindex']);
  });

  it('does not ask the API about a token of the wrong shape', async () => {
    show('/preview/te-kort');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Voorbeeldlink niet gevonden' }),
    ).toBeInTheDocument();
    expect(api.requests.filter((request) => request.url.startsWith('/api/preview'))).toEqual([]);
  });
});
