// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApplicationUser } from '@plein/api-client';
import { userLoaded } from '@plein/state-store';
import { createI18n, loadAdminMessages } from '../i18n/i18n';
import { startFakeApi, testUser } from '../test-support/fake-api';
import {
  editRole,
  fixtureBlock,
  fixturePublicForm,
  fixturePage,
  pageGuid,
  publishedFixturePage,
} from './editor-fixtures';
import type { FakeApi } from './editor-test-harness';
import {
  answerEditorBasics,
  installEditorDom,
  openEditor as openEditorFor,
  requestsTo,
  toasts,
} from './editor-test-harness';
import { PageEditorScreen } from './page-editor-screen';

let api: FakeApi;
let wide = false;

beforeAll(async () => {
  api = await startFakeApi();
  installEditorDom(() => wide);
});
afterAll(() => api.close());
beforeEach(() => {
  api.reset();
  wide = false;
  answerEditorBasics(api);
});
afterEach(cleanup);

/** The editor at /over-ons/edit for a user, as the app renders it. */
const openEditor = (user?: ApplicationUser) => openEditorFor(api, user);
const requests = (method: string, path: string) => requestsTo(api, method, path);
const frame = (name: RegExp) => screen.getByRole('group', { name });

describe('the page editor', () => {
  it('shows a form block as visitors see it, but it cannot be sent from the editor', async () => {
    const formGuid = '0b5c4a56-8b7e-4c0e-9f1a-2a3b4c5d6e7f';
    const page = fixturePage();
    api.answer(`GET /api/pages/${pageGuid}`, {
      status: 200,
      body: {
        page: {
          ...page,
          buildingBlockInstances: [
            ...page.buildingBlockInstances,
            fixtureBlock({ guid: 'b4', sortId: 3, buildingBlock: 'form', content: { formGuid } }),
          ],
        },
        listMetadata: [],
      },
    });
    api.answer(`GET /api/forms/${formGuid}`, { status: 200, body: fixturePublicForm(formGuid) });
    api.answer('GET /api/admin/forms', {
      status: 403,
      body: { error: { code: 'forbidden', message: '' } },
    });
    await openEditor();
    const form = await within(frame(/^Formulier/)).findByRole('heading', { name: 'Contact' });
    expect(form.closest('[inert]')).not.toBeNull();
  });

  it('shows every block in an edit frame and an add button per position of the layout', async () => {
    await openEditor();
    expect(frame(/^Openingsblok, plaats 1 van 1 in Bovenaan$/)).toBeInTheDocument();
    expect(frame(/^Tekst, plaats 1 van 2 in Hoofdkolom$/)).toBeInTheDocument();
    const second = frame(/^Tekst, plaats 2 van 2 in Hoofdkolom$/);
    for (const name of ['Instellen', 'Omhoog verplaatsen', 'Omlaag verplaatsen', 'Verwijderen']) {
      expect(within(second).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(second).getByRole('button', { name: 'Tekst verplaatsen' })).toHaveAttribute(
      'aria-roledescription',
      'verplaatsbaar blok',
    );
    const adds = screen.getAllByRole('button', { name: /^Blok toevoegen/ });
    expect(adds.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Blok toevoegen (Bovenaan)',
      'Blok toevoegen (Linkerkolom)',
      'Blok toevoegen (Hoofdkolom)',
      'Blok toevoegen (Rechterkolom)',
      'Blok toevoegen (Onderaan)',
    ]);
    expect(screen.getByText('Niet gepubliceerd')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pagina bekijken' })).toHaveAttribute(
      'href',
      '/over-ons',
    );
    expect(screen.getByLabelText('Indeling')).toHaveValue('25-50-25');
    // jsdom cannot compute colours: contrast is checked in the browser test.
    const result = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('shows the unauthorized screen to a content manager without a matching role', async () => {
    const store = api.store();
    store.dispatch(userLoaded({ user: testUser({ isContentManager: true }), status: 200 }));
    const i18n = createI18n('nl');
    await loadAdminMessages(i18n);
    const router = createMemoryRouter([{ path: '*', element: <PageEditorScreen /> }], {
      initialEntries: ['/over-ons/edit'],
    });
    render(
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </Provider>,
    );
    expect(await screen.findByRole('heading', { name: 'Geen toegang' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publiceren' })).toBeNull();
  });

  it('moves a block down with its button, saving the full order, and keeps focus on the block', async () => {
    api.answer(`PUT /api/pages/${pageGuid}/blocks:order`, { status: 200, body: fixturePage() });
    const { user } = await openEditor();
    const loads = requests('GET', `/api/pages/${pageGuid}`).length;
    const [b1, b2, b3] = fixturePage().buildingBlockInstances;
    const moved = [b1!, { ...b3!, sortId: 1 }, { ...b2!, sortId: 2 }];
    api.answer(`GET /api/pages/${pageGuid}`, {
      status: 200,
      body: { page: fixturePage({ buildingBlockInstances: moved }), listMetadata: [] },
    });
    await user.click(
      within(frame(/plaats 1 van 2 in Hoofdkolom/)).getByRole('button', {
        name: 'Omlaag verplaatsen',
      }),
    );
    // Optimistic: the block is second at once, announced, and focus stays on the button pressed.
    const second = frame(/^Tekst, plaats 2 van 2 in Hoofdkolom$/);
    expect(second).toHaveTextContent('Welkom bij ons team.');
    expect(screen.getByText('Tekst staat nu op plaats 2 van 2 in Hoofdkolom.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(second).getByRole('button', { name: 'Omlaag verplaatsen' })).toHaveFocus(),
    );
    await waitFor(() =>
      expect(requests('PUT', `/api/pages/${pageGuid}/blocks:order`)).toHaveLength(1),
    );
    expect(JSON.parse(requests('PUT', `/api/pages/${pageGuid}/blocks:order`)[0]!.body)).toEqual({
      blocks: [
        { guid: 'b1', layoutPosition: 'top', sortId: 1 },
        { guid: 'b3', layoutPosition: 'main', sortId: 1 },
        { guid: 'b2', layoutPosition: 'main', sortId: 2 },
      ],
    });
    await waitFor(() => expect(toasts()).toHaveTextContent('Blok ‘Tekst’ is gewijzigd.'));
    // The editor reads its page again after the write.
    await waitFor(() =>
      expect(requests('GET', `/api/pages/${pageGuid}`).length).toBeGreaterThan(loads),
    );
    expect(frame(/^Tekst, plaats 2 van 2 in Hoofdkolom$/)).toHaveTextContent(
      'Welkom bij ons team.',
    );
  });

  it('deletes a block and brings it back with undo', async () => {
    api.answer('DELETE /api/buildingblockinstance/b3', { status: 204 });
    api.answer('POST /api/buildingblockinstance/b3:restore', { status: 200, body: {} });
    const { user } = await openEditor();
    await user.click(
      within(frame(/plaats 2 van 2 in Hoofdkolom/)).getByRole('button', { name: 'Verwijderen' }),
    );
    expect(screen.queryByRole('group', { name: /plaats 2 van 2 in Hoofdkolom/ })).toBeNull();
    await waitFor(() => expect(toasts()).toHaveTextContent('Blok ‘Tekst’ is verwijderd.'));
    expect(requests('DELETE', '/api/buildingblockinstance/b3')).toHaveLength(1);
    await user.click(within(toasts()).getByRole('button', { name: 'Ongedaan maken' }));
    await waitFor(() =>
      expect(requests('POST', '/api/buildingblockinstance/b3:restore')).toHaveLength(1),
    );
    // The page the API answers again has the block.
    expect(
      await screen.findByRole('group', { name: /plaats 2 van 2 in Hoofdkolom/ }),
    ).toBeVisible();
  });

  it('undoes a delete with Ctrl+Z from wherever focus is, but not while typing in a field', async () => {
    api.answer('DELETE /api/buildingblockinstance/b3', { status: 204 });
    api.answer('POST /api/buildingblockinstance/b3:restore', { status: 200, body: {} });
    const { user } = await openEditor();
    await user.click(
      within(frame(/plaats 2 van 2 in Hoofdkolom/)).getByRole('button', { name: 'Verwijderen' }),
    );
    await waitFor(() => expect(toasts()).toHaveTextContent('Blok ‘Tekst’ is verwijderd.'));
    const undo = within(toasts()).getByRole('button', { name: 'Ongedaan maken' });
    expect(undo).toHaveAttribute('aria-keyshortcuts', 'Control+Z Meta+Z');
    expect(toasts()).toHaveTextContent('Ctrl+Z');
    // In a text field, Ctrl+Z is the field's own.
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    await user.keyboard('{Control>}z{/Control}');
    expect(requests('POST', '/api/buildingblockinstance/b3:restore')).toHaveLength(0);
    field.remove();
    await user.click(screen.getByRole('button', { name: 'Publiceren' }).parentElement!);
    await user.keyboard('{Control>}z{/Control}');
    await waitFor(() =>
      expect(requests('POST', '/api/buildingblockinstance/b3:restore')).toHaveLength(1),
    );
    expect(
      await screen.findByRole('group', { name: /plaats 2 van 2 in Hoofdkolom/ }),
    ).toBeVisible();
  });

  it('adds a block through the picker in an overlay that returns focus to the add button', async () => {
    api.answer(`POST /api/pages/${pageGuid}/blocks`, {
      status: 201,
      body: {
        guid: 'b9',
        buildingBlock: 'rich-text',
        options: [],
        layoutPosition: 'side-left',
        sortId: 1,
        content: { html: '' },
      },
    });
    const { user } = await openEditor();
    const add = screen.getByRole('button', { name: 'Blok toevoegen (Linkerkolom)' });
    await user.click(add);
    const drawer = screen.getByRole('dialog', { name: 'Blok toevoegen' });
    expect(drawer).toHaveAttribute('data-modal', 'true');
    expect(drawer).toHaveTextContent('Het komt onderaan in: Linkerkolom.');
    const result = await axe.run(drawer, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
    await user.click(within(drawer).getByRole('button', { name: 'Tekst' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(add).toHaveFocus();
    await waitFor(() => expect(requests('POST', `/api/pages/${pageGuid}/blocks`)).toHaveLength(1));
    expect(JSON.parse(requests('POST', `/api/pages/${pageGuid}/blocks`)[0]!.body)).toEqual({
      buildingBlock: 'rich-text',
      layoutPosition: 'side-left',
      content: { html: '' },
    });
    await waitFor(() => expect(toasts()).toHaveTextContent('Blok ‘Tekst’ is toegevoegd.'));
  });

  it('configures a block beside the page on wide screens, writing only what changed', async () => {
    wide = true;
    api.answer('PUT /api/buildingblockinstance/b1', { status: 200, body: {} });
    const { user } = await openEditor();
    const configure = within(frame(/^Openingsblok/)).getByRole('button', { name: 'Instellen' });
    await user.click(configure);
    const drawer = screen.getByRole('dialog', { name: 'Openingsblok instellen' });
    expect(drawer).toHaveAttribute('data-modal', 'false');
    // Content managers may not read the roles: the roles part is left out, and not asked for.
    expect(requests('GET', '/api/roles')).toHaveLength(0);
    await user.selectOptions(within(drawer).getByLabelText('Wie mag dit blok zien?'), 'Roles');
    expect(
      within(drawer).queryByRole('group', { name: 'Rollen die dit blok mogen zien' }),
    ).toBeNull();
    await user.selectOptions(within(drawer).getByLabelText('Wie mag dit blok zien?'), 'Public');
    const title = within(drawer).getByLabelText('Titel');
    await user.clear(title);
    await user.type(title, 'Wie wij zijn en wat wij doen');
    await user.click(within(drawer).getByRole('button', { name: 'Opslaan' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(configure).toHaveFocus());
    // Optimistic: the frame shows the new title at once.
    expect(
      screen.getByRole('heading', { level: 1, name: 'Wie wij zijn en wat wij doen' }),
    ).toBeVisible();
    await waitFor(() => expect(requests('PUT', '/api/buildingblockinstance/b1')).toHaveLength(1));
    expect(JSON.parse(requests('PUT', '/api/buildingblockinstance/b1')[0]!.body)).toEqual({
      content: { title: 'Wie wij zijn en wat wij doen', text: '' },
    });
    expect(requests('POST', '/api/buildingblockinstance/b1/')).toHaveLength(0);
    await waitFor(() => expect(toasts()).toHaveTextContent('Blok ‘Openingsblok’ is opgeslagen.'));
  });

  it('saves block options and permissions, and what was typed when Escape closes the drawer', async () => {
    api.answer('PUT /api/buildingblockinstance/b1', { status: 200, body: {} });
    api.answer('POST /api/buildingblockinstance/b1/options', { status: 200, body: {} });
    api.answer('POST /api/buildingblockinstance/b1/permissions', { status: 200, body: {} });
    const { user } = await openEditor();
    const configure = within(frame(/^Openingsblok/)).getByRole('button', { name: 'Instellen' });
    await user.click(configure);
    let drawer = screen.getByRole('dialog', { name: 'Openingsblok instellen' });
    await user.type(within(drawer).getByLabelText('Titel'), 'x');
    // The API holds what is saved, as a real one would: the editor reads the page again after
    // every write, and an older answer arriving later would undo the title in the editor.
    const saved = fixturePage();
    saved.buildingBlockInstances[0] = {
      ...saved.buildingBlockInstances[0]!,
      content: { title: 'Wie wij zijnx', text: '' },
    };
    api.answer(`GET /api/pages/${pageGuid}`, {
      status: 200,
      body: { page: saved, listMetadata: [] },
    });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(configure).toHaveFocus());
    // Closing the drawer keeps what was typed: it is saved to the draft at once, quietly.
    await waitFor(() => expect(requests('PUT', '/api/buildingblockinstance/b1')).toHaveLength(1));
    expect(JSON.parse(requests('PUT', '/api/buildingblockinstance/b1')[0]!.body)).toEqual({
      content: { title: 'Wie wij zijnx', text: '' },
    });
    expect(toasts()).not.toHaveTextContent('opgeslagen');
    // The page read again after the save, before the drawer opens on it.
    const savedAt = api.requests.findIndex(
      (request) =>
        request.method === 'PUT' && request.url.startsWith('/api/buildingblockinstance/b1'),
    );
    await waitFor(() =>
      expect(
        api.requests
          .slice(savedAt)
          .some(
            (request) =>
              request.method === 'GET' && request.url.startsWith(`/api/pages/${pageGuid}`),
          ),
      ).toBe(true),
    );

    await user.click(configure);
    drawer = screen.getByRole('dialog', { name: 'Openingsblok instellen' });
    await user.click(within(drawer).getByRole('button', { name: 'Optie toevoegen' }));
    const option = within(drawer).getByRole('group', { name: 'Optie 1' });
    await user.type(within(option).getByLabelText('Naam'), 'variant');
    await user.type(within(option).getByLabelText('Waarde'), 'breed');
    await user.selectOptions(within(drawer).getByLabelText('Wie mag dit blok zien?'), 'Users');
    await user.click(within(drawer).getByRole('button', { name: 'Opslaan' }));
    expect(await within(frame(/^Openingsblok/)).findByText('Alleen ingelogd')).toBeVisible();
    await waitFor(() =>
      expect(requests('POST', '/api/buildingblockinstance/b1/permissions')).toHaveLength(1),
    );
    expect(JSON.parse(requests('POST', '/api/buildingblockinstance/b1/options')[0]!.body)).toEqual({
      variant: 'breed',
    });
    expect(
      JSON.parse(requests('POST', '/api/buildingblockinstance/b1/permissions')[0]!.body),
    ).toEqual({ addPermission: 'Users', addRoles: [] });
    expect(requests('PUT', '/api/buildingblockinstance/b1')).toHaveLength(1);
  });

  it('saves what is typed to the draft once typing pauses, and Cancel puts the block back', async () => {
    api.answer('PUT /api/buildingblockinstance/b1', { status: 200, body: {} });
    const { user } = await openEditor();
    const configure = within(frame(/^Openingsblok/)).getByRole('button', { name: 'Instellen' });
    await user.click(configure);
    const drawer = screen.getByRole('dialog', { name: 'Openingsblok instellen' });
    expect(within(drawer).getByRole('status')).toHaveTextContent(
      'Wat u typt, wordt vanzelf als concept bewaard',
    );
    // As the API would: once saved, the page it answers has the draft.
    const withTitle = (title: string) => {
      const page = fixturePage();
      page.buildingBlockInstances = page.buildingBlockInstances.map((block) =>
        block.guid === 'b1' ? { ...block, content: { title, text: '' } } : block,
      );
      api.answer(`GET /api/pages/${pageGuid}`, { status: 200, body: { page, listMetadata: [] } });
    };
    withTitle('Wie wij zijn en meer');
    await user.type(within(drawer).getByLabelText('Titel'), ' en meer');
    expect(
      await within(drawer).findByText(/^Concept bewaard om \d\d:\d\d\.$/, {}, { timeout: 4000 }),
    ).toHaveAttribute('role', 'status');
    expect(requests('PUT', '/api/buildingblockinstance/b1')).toHaveLength(1);
    expect(JSON.parse(requests('PUT', '/api/buildingblockinstance/b1')[0]!.body)).toEqual({
      content: { title: 'Wie wij zijn en meer', text: '' },
    });
    // Quiet: no notification for a save nobody asked for; the page shows the draft at once.
    expect(toasts()).not.toHaveTextContent('opgeslagen');
    expect(screen.getByRole('heading', { level: 1, name: 'Wie wij zijn en meer' })).toBeVisible();

    withTitle('Wie wij zijn');
    await user.click(within(drawer).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(requests('PUT', '/api/buildingblockinstance/b1')).toHaveLength(2));
    expect(JSON.parse(requests('PUT', '/api/buildingblockinstance/b1')[1]!.body)).toEqual({
      content: { title: 'Wie wij zijn', text: '' },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Wie wij zijn' })).toBeVisible();
  });

  it('publishes the page and changes its layout', async () => {
    const published = publishedFixturePage(false);
    api.answer(`POST /api/pages/${pageGuid}/published`, { status: 200, body: published });
    api.answer(`PUT /api/pages/${pageGuid}`, { status: 200, body: published });
    const { user } = await openEditor();
    // From here the API holds the published page: the refetch after publishing must agree with
    // the optimistic state, or a slow run sees the draft state come back.
    api.answer(`GET /api/pages/${pageGuid}`, {
      status: 200,
      body: { page: published, listMetadata: [] },
    });
    await user.click(screen.getByRole('button', { name: 'Publiceren' }));
    expect(await screen.findByText('Gepubliceerd')).toBeInTheDocument();
    await waitFor(() =>
      expect(requests('POST', `/api/pages/${pageGuid}/published`)[0]?.body).toBe(
        '{"isPublished":true}',
      ),
    );
    await waitFor(() =>
      expect(toasts()).toHaveTextContent('Publicatie van pagina ‘Over ons’ is opgeslagen.'),
    );

    await user.selectOptions(screen.getByLabelText('Indeling'), '100');
    await waitFor(() => expect(requests('PUT', `/api/pages/${pageGuid}`)).toHaveLength(1));
    // A content manager sends no access fields (only admins may change them).
    expect(JSON.parse(requests('PUT', `/api/pages/${pageGuid}`)[0]!.body)).toEqual({
      name: 'over-ons',
      title: 'Over ons',
      layout: '100',
      options: [],
    });
  });

  it('links an administrator, and only an administrator, to the page’s statistics', async () => {
    await openEditor(testUser({ isAdmin: true }));
    expect(screen.getByRole('link', { name: 'Statistieken van deze pagina' })).toHaveAttribute(
      'href',
      '/statistics?path=%2Fover-ons',
    );
    const result = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
    cleanup();

    // Statistics are for administrators only: a content manager gets no link.
    await openEditor();
    expect(screen.getByRole('link', { name: 'Pagina bekijken' })).toHaveAttribute(
      'href',
      '/over-ons',
    );
    expect(screen.queryByRole('link', { name: 'Statistieken van deze pagina' })).toBeNull();
  });

  it('leaves the roles out of the forms when they cannot be loaded', async () => {
    api.answer('GET /api/roles', { status: 500, body: { error: { code: 'x', message: '' } } });
    const { user } = await openEditor(testUser({ isAdmin: true }));
    await waitFor(() => expect(requests('GET', '/api/roles').length).toBeGreaterThan(0));
    await user.click(within(frame(/^Openingsblok/)).getByRole('button', { name: 'Instellen' }));
    const drawer = screen.getByRole('dialog', { name: 'Openingsblok instellen' });
    await user.selectOptions(within(drawer).getByLabelText('Wie mag dit blok zien?'), 'Roles');
    expect(
      within(drawer).queryByRole('group', { name: 'Rollen die dit blok mogen zien' }),
    ).toBeNull();
    await user.click(within(drawer).getByRole('button', { name: 'Annuleren' }));
    await user.click(screen.getByRole('button', { name: 'Pagina-instellingen' }));
    const settings = screen.getByRole('dialog', { name: 'Pagina-instellingen' });
    expect(within(settings).getByLabelText('Wie mag deze pagina bewerken?')).toHaveValue('Roles');
    expect(within(settings).queryByRole('group', { name: /Rollen die de pagina/ })).toBeNull();
  });

  it('lets an admin set the edit permission and roles in the page settings', async () => {
    api.answer('GET /api/roles', {
      status: 200,
      body: [
        { guid: editRole, name: 'Redactie', description: '', userCount: 1 },
        { guid: 'r2', name: 'Leden', description: '', userCount: 3 },
      ],
    });
    api.answer(`PUT /api/pages/${pageGuid}`, { status: 200, body: fixturePage() });
    const { user } = await openEditor(testUser({ isAdmin: true }));
    await user.click(screen.getByRole('button', { name: 'Pagina-instellingen' }));
    const drawer = screen.getByRole('dialog', { name: 'Pagina-instellingen' });
    const title = within(drawer).getByLabelText('Titel');
    await user.clear(title);
    await user.click(within(drawer).getByRole('button', { name: 'Opslaan' }));
    expect(title).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(title).toHaveFocus());
    await user.type(title, 'Over Plein');
    const editing = within(drawer).getByRole('group', {
      name: 'Rollen die de pagina mogen bewerken',
    });
    expect(within(editing).getByLabelText('Redactie')).toBeChecked();
    const viewing = within(drawer).getByRole('group', { name: 'Rollen die de pagina mogen zien' });
    await user.click(within(viewing).getByLabelText('Leden'));
    await user.click(within(drawer).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(requests('PUT', `/api/pages/${pageGuid}`)).toHaveLength(1));
    expect(JSON.parse(requests('PUT', `/api/pages/${pageGuid}`)[0]!.body)).toEqual({
      name: 'over-ons',
      title: 'Over Plein',
      layout: '25-50-25',
      options: [],
      editPermission: 'Roles',
      editRoles: [editRole],
      roleIds: ['r2'],
    });
  });
});
