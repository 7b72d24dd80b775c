// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { userLoaded } from '@plein/state-store';
import { startFakeApi, testUser } from '../../../test-support/fake-api';
import { renderAdmin } from '../shared/test-harness';
import { AdminFrame } from './admin-frame';

let api: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
afterEach(cleanup);
beforeEach(() => {
  api.reset();
  api.answer('GET /api/platformsettingvalues', {
    status: 200,
    body: [{ key: 'platformName', value: 'Plein Proefsite' }],
  });
});

async function openFrame(path: string, language: 'nl' | 'en' = 'nl') {
  const store = api.store();
  store.dispatch(userLoaded({ user: testUser({ isAdmin: true }), status: 200 }));
  await renderAdmin(
    <AdminFrame>
      <main id="main">
        <h1>Scherm</h1>
      </main>
    </AdminFrame>,
    { store, path, language },
  );
  return within(screen.getByRole('banner'));
}

describe('the admin frame', () => {
  it('names the platform, offers the two top entries, the way back to the site and the user menu', async () => {
    const banner = await openFrame('/admin/users');
    await banner.findByText('Plein Proefsite');
    const sections = within(banner.getByRole('navigation', { name: 'Beheer en instellingen' }));
    expect(sections.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Beheer',
      'Instellingen',
    ]);
    expect(sections.getByRole('link', { name: 'Beheer' }).getAttribute('aria-current')).toBe(
      'true',
    );
    expect(banner.getByRole('link', { name: 'Naar de site' }).getAttribute('href')).toBe('/');
    expect(banner.getByRole('button', { name: /Gebruikersmenu/ })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Hoofdmenu' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('lists the admin menu with forms marked beta and the current entry marked', async () => {
    await openFrame('/admin/users/3f0b1c2d-0000-4000-8000-000000000001/profile');
    const menu = within(screen.getByRole('navigation', { name: 'Beheermenu' }));
    expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual([
      "Pagina's",
      'Menu',
      'Gebruikers',
      'Rollen',
      'Formulierenbèta',
      'Statistieken',
    ]);
    expect(menu.getByRole('link', { name: 'Gebruikers' }).getAttribute('aria-current')).toBe(
      'true',
    );
    expect(menu.getByRole('link', { name: 'Rollen' }).getAttribute('aria-current')).toBeNull();
  });

  it('marks settings as the page on the settings screen, in English too', async () => {
    const banner = await openFrame('/settings', 'en');
    const sections = within(banner.getByRole('navigation', { name: 'Admin and settings' }));
    expect(sections.getByRole('link', { name: 'Settings' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(sections.getByRole('link', { name: 'Admin' }).getAttribute('aria-current')).toBeNull();
    expect(banner.getByRole('link', { name: 'Visit the site' })).toBeTruthy();
    const menu = within(screen.getByRole('navigation', { name: 'Admin menu' }));
    expect(menu.getByRole('link', { name: 'Statistics' }).getAttribute('href')).toBe('/statistics');
  });
});
