// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PageActivityEntry, Paged } from '@plein/api-client';
import { startFakeApi } from '../../../test-support/fake-api';
import { installDialogMethods, renderAdmin } from '../shared/test-harness';
import { AdminPagesScreen } from './admin-pages-screen';

let api: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  installDialogMethods();
  api = await startFakeApi();
});
afterAll(() => api.close());
afterEach(cleanup);

const page = { guid: '3f0b1c2d-0000-4000-8000-000000000042', name: 'nieuws', title: 'Nieuws' };
const entry = (overrides: Partial<PageActivityEntry>): PageActivityEntry => ({
  action: 'changed',
  at: '2026-11-20T13:05:00.000Z',
  by: 'Anna Bakker',
  bySchedule: false,
  details: {},
  page,
  item: null,
  ...overrides,
});

const firstPage: Paged<PageActivityEntry> = {
  items: [
    entry({ action: 'published', details: { revision: 3 }, bySchedule: true }),
    entry({ action: 'changed', details: { saves: 4 } }),
    entry({
      action: 'scheduled',
      details: { publishAt: '2026-12-01T08:00:00.000Z', unpublishAt: null },
    }),
    entry({ action: 'revisionRestored', details: { revision: 2 }, by: null }),
    entry({ action: 'changed', details: { saves: 2 }, item: { title: 'Havenfeest' } }),
    entry({
      action: 'deleted',
      page: { guid: null, name: 'oud', title: 'Oud nieuws' },
    }),
  ],
  total: 45,
  page: 1,
  pageSize: 20,
};

beforeEach(() => {
  api.reset();
  api.answer('GET /api/menus:withName', { status: 200, body: [] });
  api.answer('GET /api/pages', { status: 200, body: [] });
  api.answer('GET /api/pages:trash', { status: 200, body: [] });
  api.answer('GET /api/pages:activity', { status: 200, body: firstPage });
});

describe('the recent activity on the pages screen', () => {
  it('says who did what to which page and when, and pages through older entries', async () => {
    const user = userEvent.setup();
    await renderAdmin(<AdminPagesScreen />, { store: api.store() });
    const region = await screen.findByRole('region', { name: 'Recente activiteit' });
    const items = await within(region).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'NieuwsVersie 3 gepubliceerd, zoals Anna Bakker had gepland20 nov 2026, 14:05',
      'NieuwsAnna Bakker wijzigde het concept (4 keer opgeslagen)20 nov 2026, 14:05',
      'NieuwsAnna Bakker plande de publicatie op 1 dec 2026, 09:0020 nov 2026, 14:05',
      'NieuwsIemand zette versie 2 terug als concept20 nov 2026, 14:05',
      'NieuwsAnna Bakker wijzigde item ‘Havenfeest’ (2 keer opgeslagen)20 nov 2026, 14:05',
      'Oud nieuws (verwijderd)Anna Bakker verplaatste de pagina naar de prullenbak20 nov 2026, 14:05',
    ]);
    expect(within(items[0]!).getByRole('link', { name: 'Nieuws' })).toHaveAttribute(
      'href',
      '/nieuws',
    );
    expect(within(items[5]!).queryByRole('link')).toBeNull();
    expect(items[0]!.querySelector('time')).toHaveAttribute('datetime', firstPage.items[0]!.at);
    const result = await axe.run(region, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);

    // 45 entries: the first 20, then older ones; newer is not possible on the first page.
    const pager = within(region).getByRole('navigation', { name: 'Pagina’s van de activiteit' });
    expect(within(pager).getByText('1–6 van 45')).toBeInTheDocument();
    const newer = within(pager).getByRole('button', { name: 'Nieuwer' });
    expect(newer).toHaveAttribute('aria-disabled', 'true');
    await user.click(newer);
    await user.click(within(pager).getByRole('button', { name: 'Ouder' }));
    await waitFor(() =>
      expect(
        api.requests
          .filter((request) => request.url.startsWith('/api/pages:activity'))
          .map((request) => request.url),
      ).toEqual([
        '/api/pages:activity?page=1&pageSize=20',
        '/api/pages:activity?page=2&pageSize=20',
      ]),
    );
  });

  it('says so while nothing happened yet, and offers a retry when it cannot be read', async () => {
    api.answer('GET /api/pages:activity', {
      status: 200,
      body: { items: [], total: 0, page: 1, pageSize: 20 },
    });
    await renderAdmin(<AdminPagesScreen />, { store: api.store() });
    const region = await screen.findByRole('region', { name: 'Recente activiteit' });
    expect(await within(region).findByText('Er is nog niets gebeurd.')).toBeInTheDocument();
    cleanup();

    api.answer('GET /api/pages:activity', { status: 500, body: {} });
    await renderAdmin(<AdminPagesScreen />, { store: api.store() });
    const failed = await screen.findByRole('region', { name: 'Recente activiteit' });
    const alert = await within(failed).findByRole('alert');
    expect(alert).toHaveTextContent('De activiteit kon niet worden geladen.');
    expect(within(alert).getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  });
});
