// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MenuItem, MenuItemInput, PageSummary } from '@plein/api-client';
import { startFakeApi } from '../../../test-support/fake-api';
import { AdminMenu } from '../frame/admin-menu';
import { installDialogMethods, renderAdmin } from '../shared/test-harness';
import { AdminMenuScreen } from './admin-menu-screen';

let api: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  installDialogMethods();
  api = await startFakeApi();
});
afterAll(() => api.close());
afterEach(cleanup);

const guid = (n: number) => `3f0b1c2d-0000-4000-8000-00000000000${n}`;
const menuItem = (
  n: number,
  name: string,
  urlSegment: string,
  rest: Partial<MenuItem> = {},
): MenuItem => ({
  guid: guid(n),
  name,
  urlSegment,
  pageGuid: null,
  pageName: null,
  pageIsPublished: false,
  externalUrl: null,
  relatedMenuItems: [],
  ...rest,
});
const menu: MenuItem[] = [
  menuItem(1, 'Home', '', { pageGuid: guid(9), pageName: 'home', pageIsPublished: true }),
  menuItem(2, 'Over ons', 'over-ons'),
  menuItem(3, 'Nieuws', 'nieuws'),
];
const pages: PageSummary[] = [
  {
    guid: guid(9),
    name: 'home',
    title: 'Welkom',
    layout: '100',
    isPublished: true,
    options: [],
    buildingBlockInstances: [],
    editRoles: [],
    editPermission: 'Admin',
    roleIds: [],
    updatedAt: '2026-11-21T10:00:00.000Z',
    canEdit: true,
  },
];

beforeEach(() => {
  api.reset();
  api.answer('GET /api/menus:withName', { status: 200, body: menu });
  api.answer('GET /api/pages', { status: 200, body: pages });
  api.answer('PUT /api/menus:withName', { status: 200, body: menu });
});

const puts = () =>
  api.requests
    .filter((request) => request.method === 'PUT')
    .map((request) => JSON.parse(request.body) as MenuItemInput[]);
const names = (items: readonly MenuItemInput[]): unknown[] =>
  items.map((item) =>
    item.relatedMenuItems.length ? { [item.name]: names(item.relatedMenuItems) } : item.name,
  );

async function openMenu() {
  const user = userEvent.setup();
  // With the admin frame's menu beside it: its links are what a test follows away from the screen.
  const { router } = await renderAdmin(
    <>
      <AdminMenu />
      <AdminMenuScreen />
    </>,
    {
      store: api.store(),
      path: '/admin/menu',
    },
  );
  const main = within(await screen.findByRole('main'));
  await main.findByRole('button', { name: 'Inspringen: Nieuws' });
  const live = () =>
    screen
      .getAllByRole('status')
      .find((element) => element.classList.contains('plein-visually-hidden'));
  return { user, main, live, router };
}

describe('the menu editor', () => {
  it('re-nests items with the keyboard, keeps focus on the moved item and says where it went', async () => {
    const { user, main, live } = await openMenu();
    expect(main.getByText('Alle wijzigingen zijn opgeslagen.')).toBeTruthy();
    const indent = main.getByRole('button', { name: 'Inspringen: Nieuws' });
    indent.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(live()?.textContent?.trim()).toBe('Nieuws staat nu op plaats 1 van 1 onder Over ons.'),
    );
    expect(document.activeElement).toBe(main.getByRole('button', { name: 'Inspringen: Nieuws' }));
    expect(main.getByText('/over-ons/nieuws')).toBeTruthy();
    expect(main.getByText('Er zijn wijzigingen die nog niet zijn opgeslagen.')).toBeTruthy();

    // Over ons cannot go under the home entry: the button says why and nothing moves.
    await user.click(main.getByRole('button', { name: 'Inspringen: Over ons' }));
    await waitFor(() =>
      expect(live()?.textContent?.trim()).toBe(
        'Inspringen kan niet: onder de startpagina kunnen geen onderdelen staan.',
      ),
    );

    await user.click(main.getByRole('button', { name: 'Menu opslaan' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(names(puts()[0]!)).toEqual(['Home', { 'Over ons': ['Nieuws'] }]);
    expect(puts()[0]![1]?.relatedMenuItems[0]).toMatchObject({
      guid: guid(3),
      urlSegment: 'nieuws',
    });

    // Undo saves the tree from before back.
    const toasts = screen.getByRole('status', { name: 'Meldingen' });
    await user.click(await within(toasts).findByRole('button', { name: 'Ongedaan maken' }));
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(names(puts()[1]!)).toEqual(['Home', 'Over ons', 'Nieuws']);
  });

  it('fills the name and address segment from the page chosen, until they are typed in (31.23)', async () => {
    const { user, main } = await openMenu();
    await user.click(main.getByRole('button', { name: 'Onderdeel toevoegen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Onderdeel toevoegen' }));
    const name = dialog.getByLabelText<HTMLInputElement>('Naam in het menu');
    const segment = dialog.getByLabelText<HTMLInputElement>('Adresdeel');
    await user.selectOptions(dialog.getByLabelText('Pagina'), guid(9));
    await waitFor(() => expect(name.value).toBe('Welkom'));
    expect(segment.value).toBe('home');
    expect(dialog.getByText('Adres op de site: /home', { exact: false })).toBeTruthy();

    // A name typed stays when another choice is made; the segment still follows the page.
    await user.clear(name);
    await user.type(name, 'Start');
    await user.selectOptions(dialog.getByLabelText('Pagina'), '');
    await user.selectOptions(dialog.getByLabelText('Pagina'), guid(9));
    expect(name.value).toBe('Start');
    expect(segment.value).toBe('home');
    // The help says so in words, not in terms of slashes.
    expect(dialog.queryByText(/schuine streep/)).toBeNull();
    expect(dialog.getByText(/Kies je een pagina, dan nemen de naam en het adres/)).toBeTruthy();
  });

  it('adds an external item checked by the external URL rule, and refuses a private address', async () => {
    const { user, main } = await openMenu();
    await user.click(main.getByRole('button', { name: 'Onderdeel toevoegen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Onderdeel toevoegen' }));
    await user.click(dialog.getByLabelText('Extern'));
    await user.type(dialog.getByLabelText('Naam in het menu'), 'Router');
    await user.type(dialog.getByLabelText('Webadres'), 'http://192.168.1.1/');
    await user.click(dialog.getByRole('button', { name: 'Toevoegen' }));
    const url = dialog.getByLabelText('Webadres');
    await waitFor(() => expect(url.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(url);
    await user.clear(url);
    await user.type(url, 'https://example.org/router');
    await user.click(dialog.getByRole('button', { name: 'Toevoegen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(main.getByText('https://example.org/router')).toBeTruthy();
    expect(document.activeElement).toBe(main.getByRole('button', { name: 'Bewerken: Router' }));
  });

  it('shows the problems of a refused save at the items', async () => {
    api.answer('PUT /api/menus:withName', {
      status: 400,
      body: {
        error: {
          code: 'invalid_body',
          message: 'The menu is not valid.',
          details: { problems: [{ path: '[2].pageGuid', message: 'is not a page of this site' }] },
        },
      },
    });
    const { user, main } = await openMenu();
    await user.click(main.getByRole('button', { name: 'Menu opslaan' }));
    await main.findByText('Deze pagina bestaat niet meer. Kies een andere pagina.');
    await waitFor(() =>
      expect(document.activeElement).toBe(main.getByRole('button', { name: 'Bewerken: Nieuws' })),
    );
  });

  it('asks first when a link is followed after adding an item, and stays or leaves as chosen', async () => {
    const { user, main, router } = await openMenu();
    await user.click(main.getByRole('button', { name: 'Onderdeel toevoegen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Onderdeel toevoegen' }));
    await user.click(dialog.getByLabelText('Extern'));
    await user.type(dialog.getByLabelText('Naam in het menu'), 'Router');
    await user.type(dialog.getByLabelText('Webadres'), 'https://example.org/router');
    await user.click(dialog.getByRole('button', { name: 'Toevoegen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const pagesLink = within(screen.getByRole('navigation', { name: 'Beheermenu' })).getByRole(
      'link',
      { name: "Pagina's" },
    );
    await user.click(pagesLink);
    const question = within(
      await screen.findByRole('dialog', { name: 'Wijzigingen niet opgeslagen' }),
    );
    await user.click(question.getByRole('button', { name: 'Blijven' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/admin/menu');
    expect(main.getByText('https://example.org/router')).toBeTruthy();
    expect(main.getByText('Er zijn wijzigingen die nog niet zijn opgeslagen.')).toBeTruthy();

    await user.click(pagesLink);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Wijzigingen niet opgeslagen' })).getByRole(
        'button',
        { name: 'Pagina verlaten' },
      ),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/pages'));
    expect(puts()).toHaveLength(0);
  });
});
