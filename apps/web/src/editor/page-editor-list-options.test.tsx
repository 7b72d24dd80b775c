// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { fixtureBlock, fixtureListBlockPage, listBlockGuid, pageGuid } from './editor-fixtures';
import type { FakeApi } from './editor-test-harness';
import { setUpEditorTestApi, openEditor, requestsTo } from './editor-test-harness';

let api: FakeApi;
const listGuid = listBlockGuid;

setUpEditorTestApi((started) => (api = started));
beforeEach(() => {
  api.answer(`GET /api/pages/${pageGuid}`, {
    status: 200,
    body: fixtureListBlockPage({
      options: [
        { name: 'filter', value: '{"meta":{"periodEnd":"all"}}' },
        { name: 'defaultItemsPerPage', value: '5' },
      ],
    }),
  });
  api.answer('GET /api/listitemtypes', { status: 200, body: [] });
  api.answer(`POST /api/buildingblockinstance/${listGuid}/options`, { status: 200, body: {} });
});

const requests = (method: string, path: string) => requestsTo(api, method, path);

describe("a list block's options in the editor", () => {
  it('are controls under the option names, the rest stays a row, and only changes are written', async () => {
    const { user } = await openEditor(api);
    const frame = screen.getByRole('group', { name: /^Lijst/ });
    await user.click(within(frame).getByRole('button', { name: 'Instellen' }));
    const drawer = screen.getByRole('dialog', { name: 'Lijst instellen' });
    const perPage = within(drawer).getByLabelText('Items per pagina');
    expect(perPage).toHaveValue(5);
    const order = within(drawer).getByLabelText('Volgorde');
    expect(order).toHaveValue('publishedOn_desc');
    // The order is named as visitors see it.
    expect(within(order).getByRole('option', { name: 'Titel (A-Z)' })).toHaveValue('title_asc');
    // What has no control stays a name/value row.
    const others = within(drawer).getByRole('group', { name: 'Overige opties' });
    expect(within(others).getByLabelText('Naam')).toHaveValue('filter');
    const result = await axe.run(drawer, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);

    // A mistake shows at the field and nothing is written.
    await user.clear(perPage);
    await user.type(perPage, '0');
    await user.click(within(drawer).getByRole('button', { name: 'Opslaan' }));
    expect(await within(drawer).findByText('Vul een heel getal in van 1 tot 100.')).toBeVisible();
    await waitFor(() => expect(perPage).toHaveFocus());
    expect(requests('POST', `/api/buildingblockinstance/${listGuid}/options`)).toHaveLength(0);

    await user.clear(perPage);
    await user.type(perPage, '20');
    await user.selectOptions(order, 'title_asc');
    await user.click(within(drawer).getByLabelText('Alleen uitgelichte items'));
    await user.click(within(drawer).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() =>
      expect(requests('POST', `/api/buildingblockinstance/${listGuid}/options`)).toHaveLength(1),
    );
    expect(
      JSON.parse(requests('POST', `/api/buildingblockinstance/${listGuid}/options`)[0]!.body),
    ).toEqual({
      defaultItemsPerPage: '20',
      defaultSortBy: 'title_asc',
      highlightOnly: 'true',
      filter: '{"meta":{"periodEnd":"all"}}',
    });
  });

  it('starts a new list at 10 a page, newest first', async () => {
    api.answer(`POST /api/pages/${pageGuid}/blocks`, {
      status: 201,
      body: fixtureBlock({ guid: 'b9', buildingBlock: 'list', content: { title: '' } }),
    });
    const { user } = await openEditor(api);
    await user.click(screen.getByRole('button', { name: 'Blok toevoegen (Hoofdkolom)' }));
    const picker = screen.getByRole('dialog', { name: 'Blok toevoegen' });
    await user.click(within(picker).getByRole('button', { name: 'Lijst' }));
    await waitFor(() => expect(requests('POST', `/api/pages/${pageGuid}/blocks`)).toHaveLength(1));
    expect(JSON.parse(requests('POST', `/api/pages/${pageGuid}/blocks`)[0]!.body)).toMatchObject({
      buildingBlock: 'list',
      options: [
        { name: 'defaultItemsPerPage', value: '10' },
        { name: 'defaultSortBy', value: 'publishedOn_desc' },
      ],
    });
  });
});
