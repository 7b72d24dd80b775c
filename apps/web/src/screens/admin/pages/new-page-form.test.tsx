// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page, PageTemplate } from '@plein/api-client';
import { startFakeApi } from '../../../test-support/fake-api';
import { installDialogMethods, renderAdmin } from '../shared/test-harness';
import { NewPageDialog } from './new-page-dialog';
import { suggestPageName } from './new-page-schema';

let api: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  installDialogMethods();
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.reset();
  api.answer('GET /api/pagetemplates', { status: 200, body: templates });
  api.answer('GET /api/menus:withName', { status: 200, body: [] });
});
afterEach(cleanup);

const templates: PageTemplate[] = [
  { id: 'empty', name: 'templates.empty', layout: '100', buildingBlockInstances: [] },
  { id: 'landing', name: 'templates.landing', layout: '25-50-25', buildingBlockInstances: [] },
];

const created: Page = {
  guid: '3f0b1c2d-0000-4000-8000-0000000000aa',
  name: 'cafe-terras',
  title: 'Café & Terras!',
  layout: '25-50-25',
  isPublished: false,
  options: [],
  buildingBlockInstances: [],
  editRoles: [],
  editPermission: 'Admin',
  roleIds: [],
};

async function openForm() {
  const user = userEvent.setup();
  const view = await renderAdmin(
    <NewPageDialog open onClose={() => undefined} takenNames={['over-ons']} />,
    { store: api.store() },
  );
  const dialog = await screen.findByRole('dialog', { name: 'Nieuwe pagina' });
  await within(dialog).findByRole('option', { name: 'Landingspagina' });
  return { user, view, form: within(dialog) };
}

const fieldError = (field: HTMLElement) =>
  document.getElementById(
    field
      .getAttribute('aria-describedby')
      ?.split(' ')
      .find((id) => id.endsWith('-error')) ?? '',
  )?.textContent;

describe('suggestPageName', () => {
  it('makes a page name from a title with the slug rule, tidied to the name pattern', () => {
    expect(suggestPageName('Over ons & het team!')).toBe('over-ons-het-team');
    expect(suggestPageName(' Café  de Zon ')).toBe('cafe-de-zon');
    expect(suggestPageName('---')).toBe('');
  });
});

describe('the new-page form', () => {
  it('shows what is missing at the fields and moves focus to the first', async () => {
    const { user, form } = await openForm();
    await user.click(form.getByRole('button', { name: 'Pagina maken' }));
    const title = form.getByLabelText('Titel');
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(title);
    expect(fieldError(title)).toBe('Vul een titel in.');
    expect(fieldError(form.getByLabelText('Naam'))).toBe('Vul een naam in.');
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('suggests the name from the title until the admin types one, and checks it', async () => {
    const { user, form } = await openForm();
    const name = form.getByLabelText<HTMLInputElement>('Naam');
    await user.type(form.getByLabelText('Titel'), 'Café & Terras!');
    expect(name.value).toBe('cafe-terras');

    await user.clear(name);
    await user.type(name, 'Over Ons');
    await user.type(form.getByLabelText('Titel'), ' extra');
    expect(name.value).toBe('Over Ons');
    await user.click(form.getByRole('button', { name: 'Pagina maken' }));
    await waitFor(() =>
      expect(fieldError(name)).toMatch(/^Gebruik alleen kleine letters en cijfers/),
    );
    expect(document.activeElement).toBe(name);

    for (const [value, message] of [
      ['over-ons', 'Er is al een pagina met deze naam. Kies een andere.'],
      ['search', 'Deze naam gebruikt de site zelf al voor een eigen adres. Kies een andere.'],
    ] as const) {
      await user.clear(name);
      await user.type(name, value);
      await user.tab();
      await waitFor(() => expect(fieldError(name)).toBe(message));
    }
  });

  it("takes the template's layout when a template is chosen", async () => {
    const { user, form } = await openForm();
    const layout = form.getByLabelText<HTMLSelectElement>('Indeling');
    expect(layout.value).toBe('100');
    await user.selectOptions(form.getByLabelText('Sjabloon'), 'Landingspagina');
    expect(layout.value).toBe('25-50-25');
  });

  it("shows the server's taken-name answer at the name field, then opens the new page's editor", async () => {
    api.answer('POST /api/pages', {
      status: 409,
      body: {
        error: { code: 'page_name_taken', message: 'Taken.', details: { name: 'cafe-terras' } },
      },
    });
    const { user, form, view } = await openForm();
    await user.type(form.getByLabelText('Titel'), 'Café & Terras!');
    await user.selectOptions(form.getByLabelText('Sjabloon'), 'Landingspagina');
    await user.click(form.getByRole('button', { name: 'Pagina maken' }));
    const name = form.getByLabelText('Naam');
    await waitFor(() =>
      expect(fieldError(name)).toBe('Er is al een pagina met deze naam. Kies een andere.'),
    );
    expect(document.activeElement).toBe(name);
    const sent = api.requests.find((request) => request.method === 'POST');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({
      title: 'Café & Terras!',
      name: 'cafe-terras',
      layout: '25-50-25',
      templateId: 'landing',
    });

    api.answer('POST /api/pages', { status: 201, body: created });
    await user.click(form.getByRole('button', { name: 'Pagina maken' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/cafe-terras/edit'));
  });
});
