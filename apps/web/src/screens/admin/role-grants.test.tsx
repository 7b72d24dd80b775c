// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Role, RoleGrants } from '@plein/api-client';
import { startFakeApi } from '../../test-support/fake-api';
import { AdminRolesScreen } from './admin-roles-screen';
import { renderAdmin } from './shared/test-harness';

let api: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
afterEach(cleanup);

const role: Role = {
  guid: '3f2c0000-0000-4000-8000-00000000000a',
  name: 'Redactie',
  description: '',
  userCount: 2,
};
const grants: RoleGrants = {
  pages: [
    { guid: 'p1', name: 'redactie', title: 'Redactiepagina', edit: true, see: false },
    { guid: 'p2', name: 'leden', title: 'Alleen leden', edit: false, see: true },
  ],
  blocks: [
    {
      guid: 'b1',
      buildingBlock: 'hero',
      pageGuid: 'p2',
      pageName: 'leden',
      pageTitle: 'Alleen leden',
      pending: false,
    },
    {
      guid: 'b2',
      buildingBlock: 'rich-text',
      pageGuid: 'p1',
      pageName: 'redactie',
      pageTitle: 'Redactiepagina',
      pending: true,
    },
  ],
  forms: [{ guid: 'f1', title: { nl: 'Aanvraag', en: 'Request' } }],
};

beforeEach(() => {
  api.reset();
  api.answer('GET /api/roles', { status: 200, body: [role] });
  api.answer('GET /api/menus:withName', { status: 200, body: [] });
  api.answer(`GET /api/roles/${role.guid}/grants`, { status: 200, body: grants });
});

describe('what a role grants', () => {
  it('loads when opened and links each grant to where it is set', async () => {
    const user = userEvent.setup();
    await renderAdmin(<AdminRolesScreen />, { store: api.store(), path: '/admin/roles' });
    const summary = await screen.findByText('Toon wat Redactie mag');
    expect(api.requests.some((request) => request.url.endsWith('/grants'))).toBe(false);
    await user.click(summary);
    const details = summary.closest('details')!;
    const edit = await within(details).findByRole('link', { name: 'Redactiepagina' });
    expect(edit.getAttribute('href')).toBe('/redactie/edit');
    expect(within(details).getByRole('heading', { name: "Pagina's bewerken" })).toBeTruthy();
    expect(
      within(details)
        .getByRole('link', { name: 'Openingsblok op Alleen leden' })
        .getAttribute('href'),
    ).toBe('/leden/edit');
    // Restricted only in the page's draft: it says when it counts.
    expect(
      within(details).getByRole('link', {
        name: 'Tekst op Redactiepagina (na publiceren van de pagina)',
      }),
    ).toBeTruthy();
    expect(within(details).getByRole('link', { name: 'Aanvraag' }).getAttribute('href')).toBe(
      '/admin/forms/view/f1',
    );
  });

  it('says when a role grants nothing yet', async () => {
    api.answer(`GET /api/roles/${role.guid}/grants`, {
      status: 200,
      body: { pages: [], blocks: [], forms: [] },
    });
    const user = userEvent.setup();
    await renderAdmin(<AdminRolesScreen />, { store: api.store(), path: '/admin/roles' });
    await user.click(await screen.findByText('Toon wat Redactie mag'));
    expect(await screen.findByText('Deze rol geeft nog nergens toegang toe.')).toBeTruthy();
  });
});
