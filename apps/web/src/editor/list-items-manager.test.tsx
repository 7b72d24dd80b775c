// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ListItem, ListItemInput, ListItemsPage } from '@plein/api-client';
import { fixtureListBlockPage, listBlockGuid, pageGuid } from './editor-fixtures';
import type { FakeApi } from './editor-test-harness';
import { setUpEditorTestApi, openEditor, requestsTo, toasts } from './editor-test-harness';

let api: FakeApi;

const listGuid = listBlockGuid;
const parentGuid = 'a0000000-0000-4000-8000-000000000009';
const allPath = `/api/listitem/list/${listGuid}/all`;

function listItem(guid: string, title: string, over: Partial<ListItem> = {}): ListItem {
  return {
    guid,
    shortId: guid.slice(0, 4),
    title,
    listItemTypeName: 'Nieuws',
    parentGuids: [],
    metadata: { description: '', periodEnd: null },
    publishedOn: '2025-01-01T10:00:00.000Z',
    isPublished: true,
    highlight: false,
    language: 'nl',
    blockGuid: listGuid,
    contentBuildingBlockInstances: [],
    ...over,
  };
}

function editorPage(items: ListItem[]): ListItemsPage {
  return {
    items,
    pageNumber: 1,
    itemCount: 10,
    sortBy: 'position_asc',
    totalItems: items.length,
    totalCapped: false,
  };
}

setUpEditorTestApi((started) => (api = started));
beforeEach(() => {
  api.answer(`GET /api/pages/${pageGuid}`, {
    status: 200,
    body: fixtureListBlockPage({
      content: { title: 'Nieuws', parents: [{ guid: parentGuid, label: 'Haven' }] },
    }),
  });
  api.answer('GET /api/listitemtypes', { status: 200, body: [{ name: 'Nieuws' }] });
  api.answer(allPath, { status: 200, body: editorPage([]) });
});

const requests = (method: string, path: string) => requestsTo(api, method, path);

/** The editor with the list's item manager open. */
async function openManager(items: ListItem[]) {
  api.answer(`GET ${allPath}`, { status: 200, body: editorPage(items) });
  const { user } = await openEditor(api);
  await user.click(await screen.findByRole('button', { name: 'Items beheren' }));
  const drawer = screen.getByRole('dialog', { name: 'Items van Nieuws' });
  return { user, drawer };
}

describe('the list item manager', () => {
  it('lists every item with its state, and is accessible', async () => {
    const { drawer } = await openManager([
      listItem('i1', 'Open dag'),
      listItem('i2', 'Concept', { isPublished: false }),
      listItem('i3', 'Later', { publishedOn: '2999-01-01T00:00:00.000Z', highlight: true }),
    ]);
    const rows = await within(drawer).findAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.plein-list-items__title')?.textContent)).toEqual([
      'Open dag',
      'Concept',
      'Later',
    ]);
    expect(rows[0]).toHaveTextContent('Gepubliceerd');
    expect(rows[1]).toHaveTextContent('Niet gepubliceerd');
    expect(rows[2]).toHaveTextContent('Gepland');
    expect(rows[2]).toHaveTextContent('Uitgelicht');
    expect(within(drawer).getByRole('button', { name: '‘Open dag’ omhoog' })).toBeDisabled();
    expect(within(drawer).getByRole('button', { name: '‘Later’ omlaag' })).toBeDisabled();
    const result = await axe.run(drawer, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('adds an item through a validated form', async () => {
    api.answer(`POST /api/listitem/list/${listGuid}`, {
      status: 201,
      body: { items: [{ guid: 'i9', shortId: 'abcd' }] },
    });
    const { user, drawer } = await openManager([]);
    expect(await within(drawer).findByText('Deze lijst heeft nog geen items.')).toBeVisible();
    await user.click(within(drawer).getByRole('button', { name: /Item toevoegen/ }));
    expect(within(drawer).getByRole('heading', { name: 'Nieuw item' })).toBeVisible();
    const result = await axe.run(drawer, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);

    await user.click(within(drawer).getByRole('button', { name: 'Opslaan' }));
    expect(await within(drawer).findByText('Vul dit veld in.')).toBeVisible();
    expect(within(drawer).getByLabelText('Titel')).toHaveFocus();

    await user.type(within(drawer).getByLabelText('Titel'), 'Havenfeest');
    await user.type(within(drawer).getByLabelText('Omschrijving'), 'Met vuurwerk');
    // A Dutch-speaking editor starts in Dutch and can write the item in English instead.
    const language = within(drawer).getByLabelText('Taal van de inhoud');
    expect(language).toHaveDisplayValue('Nederlands');
    await user.selectOptions(language, 'Engels');
    await user.click(within(drawer).getByLabelText('Uitgelicht'));
    await user.click(within(drawer).getByLabelText('Haven'));
    await user.type(within(drawer).getByLabelText('Tekst'), 'Eerste <b>regel');
    await user.click(within(drawer).getByRole('button', { name: 'Opslaan' }));

    await waitFor(() => expect(requests('POST', `/api/listitem/list/${listGuid}`)).toHaveLength(1));
    const [body] = JSON.parse(requests('POST', `/api/listitem/list/${listGuid}`)[0]!.body) as [
      ListItemInput,
    ];
    expect(body).toMatchObject({
      title: 'Havenfeest',
      listItemTypeName: 'Nieuws',
      isPublished: true,
      highlight: true,
      language: 'en',
      parentGuids: [parentGuid],
      metadata: { description: 'Met vuurwerk', periodEnd: null },
      contentBuildingBlockInstances: [
        { buildingBlock: 'rich-text', content: { html: '<p>Eerste &lt;b&gt;regel</p>' } },
      ],
    });
    expect(body.publishedOn).toBeUndefined();
    await waitFor(() => expect(toasts()).toHaveTextContent('Havenfeest'));
    // Back in the list, focus on the add button.
    await waitFor(() =>
      expect(within(drawer).getByRole('button', { name: /Item toevoegen/ })).toHaveFocus(),
    );
  });

  it('moves an item down, saves the page order and announces the move', async () => {
    api.answer(`PUT /api/listitem/list/${listGuid}:order`, { status: 204 });
    const { user, drawer } = await openManager([
      listItem('i1', 'Eerste'),
      listItem('i2', 'Tweede'),
      listItem('i3', 'Derde'),
    ]);
    const down = await within(drawer).findByRole('button', { name: '‘Eerste’ omlaag' });
    down.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(requests('PUT', `/api/listitem/list/${listGuid}:order`)).toHaveLength(1),
    );
    expect(JSON.parse(requests('PUT', `/api/listitem/list/${listGuid}:order`)[0]!.body)).toEqual({
      guids: ['i2', 'i1', 'i3'],
    });
    expect(within(drawer).getByText('‘Eerste’ staat nu op plaats 2 van 3.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(drawer).getByRole('button', { name: '‘Eerste’ omlaag' })).toHaveFocus(),
    );
  });

  it('deletes an item and restores it with the undo in the drawer or in the notification', async () => {
    api.answer('DELETE /api/listitem/i2', { status: 204 });
    api.answer('POST /api/listitem/i2:restore', { status: 204 });
    const { user, drawer } = await openManager([
      listItem('i1', 'Eerste'),
      listItem('i2', 'Tweede'),
    ]);
    await user.click(await within(drawer).findByRole('button', { name: '‘Tweede’ verwijderen' }));
    await waitFor(() => expect(requests('DELETE', '/api/listitem/i2')).toHaveLength(1));
    // A modal drawer leaves the notifications unreachable: it offers the undo itself.
    expect(await within(drawer).findByText('Item ‘Tweede’ is verwijderd.')).toBeVisible();
    expect(within(toasts()).getByRole('button', { name: 'Ongedaan maken' })).toBeVisible();
    await user.click(within(drawer).getByRole('button', { name: 'Ongedaan maken' }));
    await waitFor(() => expect(requests('POST', '/api/listitem/i2:restore')).toHaveLength(1));
    expect(within(drawer).queryByText('Item ‘Tweede’ is verwijderd.')).toBeNull();
    await waitFor(() =>
      expect(within(drawer).getByRole('button', { name: /Item toevoegen/ })).toHaveFocus(),
    );
  });

  it('edits an item, keeping its date and its language', async () => {
    api.answer('PUT /api/listitem/i1', { status: 204 });
    const { user, drawer } = await openManager([
      listItem('i1', 'Eerste', {
        language: 'en',
        contentBuildingBlockInstances: [
          {
            guid: 'c1',
            buildingBlock: 'rich-text',
            options: [],
            layoutPosition: 'main',
            sortId: 1,
            content: { html: '<p>Oude tekst</p>' },
          },
        ],
      }),
    ]);
    await user.click(await within(drawer).findByRole('button', { name: '‘Eerste’ bewerken' }));
    expect(within(drawer).getByLabelText('Tekst')).toHaveValue('Oude tekst');
    expect(within(drawer).getByLabelText('Taal van de inhoud')).toHaveDisplayValue('Engels');
    const title = within(drawer).getByLabelText('Titel');
    await user.clear(title);
    await user.type(title, 'Eerste, herzien');
    // The item is published: its change is saved as its draft, visitors keep the item as it is.
    const save = within(drawer).getByRole('button', { name: 'Opslaan als concept' });
    expect(save).toHaveAccessibleDescription(
      'Dit item is gepubliceerd. Bezoekers zien het zoals het nu is, tot u de wijzigingen publiceert.',
    );
    await user.click(save);
    await waitFor(() => expect(requests('PUT', '/api/listitem/i1')).toHaveLength(1));
    expect(requests('POST', '/api/listitem/i1:publish')).toHaveLength(0);
    expect(JSON.parse(requests('PUT', '/api/listitem/i1')[0]!.body)).toMatchObject({
      title: 'Eerste, herzien',
      publishedOn: '2025-01-01T10:00:00.000Z',
      language: 'en',
      contentBuildingBlockInstances: [
        { buildingBlock: 'rich-text', content: { html: '<p>Oude tekst</p>' } },
      ],
    });
  });

  it('saves the changes of a published item and publishes them at once when asked', async () => {
    api.answer('PUT /api/listitem/i1', { status: 204 });
    api.answer('POST /api/listitem/i1:publish', { status: 204 });
    const { user, drawer } = await openManager([listItem('i1', 'Eerste')]);
    await user.click(await within(drawer).findByRole('button', { name: '‘Eerste’ bewerken' }));
    await user.type(within(drawer).getByLabelText('Titel'), ' en meer');
    await user.click(within(drawer).getByRole('button', { name: 'Opslaan en publiceren' }));
    await waitFor(() => expect(requests('POST', '/api/listitem/i1:publish')).toHaveLength(1));
    // The draft is saved first, then published.
    expect(
      api.requests
        .map((request) => `${request.method} ${request.url}`)
        .filter((call) => call.includes('/api/listitem/i1') && !call.startsWith('GET')),
    ).toEqual(['PUT /api/listitem/i1', 'POST /api/listitem/i1:publish']);
  });

  it('shows an item’s unpublished changes, publishes them, and throws them away after asking', async () => {
    api.answer('POST /api/listitem/i1:publish', { status: 204 });
    api.answer('DELETE /api/listitem/i1/draft', { status: 204 });
    const { user, drawer } = await openManager([
      listItem('i1', 'Eerste, herzien', {
        draft: { changedAt: '2026-11-20T13:05:00.000Z', changedBy: 'Anna Bakker' },
      }),
      listItem('i2', 'Tweede'),
    ]);
    const rows = await within(drawer).findAllByRole('listitem');
    expect(rows[0]).toHaveTextContent(
      'Niet-gepubliceerde wijzigingen (gewijzigd door Anna Bakker op 20 nov 2026, 14:05)',
    );
    expect(rows[1]).not.toHaveTextContent('Niet-gepubliceerde wijzigingen');
    expect(within(rows[1]!).queryByRole('button', { name: /publiceren/ })).toBeNull();
    const result = await axe.run(drawer, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);

    await user.click(
      within(rows[0]!).getByRole('button', {
        name: 'Wijzigingen van ‘Eerste, herzien’ publiceren',
      }),
    );
    await waitFor(() => expect(requests('POST', '/api/listitem/i1:publish')).toHaveLength(1));
    await waitFor(() =>
      expect(toasts()).toHaveTextContent('Publicatie van item ‘Eerste, herzien’ is opgeslagen.'),
    );

    await user.click(
      within(rows[0]!).getByRole('button', {
        name: 'Wijzigingen weggooien van ‘Eerste, herzien’',
      }),
    );
    const confirm = screen.getByRole('dialog', { name: 'Wijzigingen weggooien?' });
    expect(confirm).toHaveTextContent('De niet-gepubliceerde wijzigingen van ‘Eerste, herzien’');
    await user.click(within(confirm).getByRole('button', { name: 'Annuleren' }));
    expect(requests('DELETE', '/api/listitem/i1/draft')).toHaveLength(0);
    await user.click(
      within(rows[0]!).getByRole('button', {
        name: 'Wijzigingen weggooien van ‘Eerste, herzien’',
      }),
    );
    await user.click(
      within(screen.getByRole('dialog', { name: 'Wijzigingen weggooien?' })).getByRole('button', {
        name: 'Wijzigingen weggooien',
      }),
    );
    await waitFor(() => expect(requests('DELETE', '/api/listitem/i1/draft')).toHaveLength(1));
  });

  it('shows the list’s trash with who deleted what, and puts an item back', async () => {
    api.answer(`GET /api/listitem/list/${listGuid}/trash`, {
      status: 200,
      body: [
        {
          guid: 'i7',
          title: 'Oud bericht',
          deletedAt: '2026-11-20T13:05:00.000Z',
          deletedBy: 'Anna Bakker',
          purgeAt: '2026-12-20T13:05:00.000Z',
        },
      ],
    });
    api.answer('POST /api/listitem/i7:restore', { status: 204 });
    const { user, drawer } = await openManager([listItem('i1', 'Eerste')]);
    const trash = await within(drawer).findByRole('region', { name: 'Prullenbak' });
    expect(trash).toHaveTextContent(
      'Verwijderde items blijven 30 dagen in de prullenbak; daarna zijn ze voorgoed weg.',
    );
    expect(trash).toHaveTextContent(
      'Oud bericht — verwijderd door Anna Bakker op 20 nov 2026, 14:05. Voorgoed weg op 20 dec 2026',
    );
    const result = await axe.run(trash, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
    await user.click(within(trash).getByRole('button', { name: 'Terugzetten: Oud bericht' }));
    await waitFor(() => expect(requests('POST', '/api/listitem/i7:restore')).toHaveLength(1));
    await waitFor(() =>
      expect(toasts()).toHaveTextContent('Item ‘Oud bericht’ terugzetten is opgeslagen.'),
    );
  });

  it('shows an item’s publications, compares two field by field and restores one after asking', async () => {
    const version = (number: number, title: string, over: Partial<ListItem> = {}) => ({
      number,
      title,
      publishedAt: `2026-11-2${number}T09:30:00.000Z`,
      publishedBy: 'Anna Bakker',
      item: listItem('i1', title, over),
    });
    const first = version(1, 'Open dag', {
      metadata: { description: 'Kom kijken', periodEnd: null },
    });
    const second = version(2, 'Open dag op zaterdag', { highlight: true });
    api.answer('GET /api/listitem/i1/revisions', {
      status: 200,
      body: [second, first].map(({ item: _item, ...summary }) => summary),
    });
    api.answer('GET /api/listitem/i1/revisions/1', { status: 200, body: first });
    api.answer('GET /api/listitem/i1/revisions/2', { status: 200, body: second });
    api.answer('POST /api/listitem/i1/revisions/1:restore', { status: 204 });
    const { user, drawer } = await openManager([second.item]);
    await user.click(
      await within(drawer).findByRole('button', { name: '‘Open dag op zaterdag’ bewerken' }),
    );
    const history = await within(drawer).findByRole('region', {
      name: 'Geschiedenis van dit item',
    });
    const versions = await within(history).findAllByRole('listitem');
    expect(versions.map((entry) => entry.textContent)).toEqual([
      'Versie 2Gepubliceerd op 22 nov 2026, 10:30 door Anna Bakker',
      expect.stringContaining('Versie 1Gepubliceerd op 21 nov 2026, 10:30 door Anna Bakker'),
    ]);
    // The two latest publications are compared: what changed, word by word.
    expect(await within(history).findByText('3 velden verschillen.')).toHaveAttribute(
      'role',
      'status',
    );
    const title = within(history).getByText('Titel').nextElementSibling!;
    expect(title).toHaveTextContent('Open dag toegevoegd: op zaterdag');
    expect(within(history).getByText('Uitgelicht').nextElementSibling).toHaveTextContent(
      'verwijderd: Nee toegevoegd: Ja',
    );
    const result = await axe.run(history, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);

    await user.click(
      within(history).getByRole('button', { name: 'Deze versie herstellen (versie 1)' }),
    );
    const confirm = screen.getByRole('dialog', { name: 'Versie 1 herstellen?' });
    expect(confirm).toHaveTextContent('Bezoekers blijven het gepubliceerde item zien');
    await user.click(within(confirm).getByRole('button', { name: 'Versie 1 herstellen' }));
    await waitFor(() =>
      expect(requests('POST', '/api/listitem/i1/revisions/1:restore')).toHaveLength(1),
    );
    await waitFor(() =>
      expect(toasts()).toHaveTextContent('Versie 1 van ‘Open dag op zaterdag’ is opgeslagen.'),
    );
  });
});
