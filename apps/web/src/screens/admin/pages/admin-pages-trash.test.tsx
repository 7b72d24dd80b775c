// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TrashedPage } from '@plein/api-client';
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

const trashed: TrashedPage = {
  guid: '3f0b1c2d-0000-4000-8000-000000000042',
  name: 'oud-nieuws',
  title: 'Oud nieuws',
  deletedAt: '2026-11-20T13:05:00.000Z',
  deletedBy: 'Anna Bakker',
  purgeAt: '2026-12-20T13:05:00.000Z',
};

beforeEach(() => {
  api.reset();
  api.answer('GET /api/menus:withName', { status: 200, body: [] });
  api.answer('GET /api/pages', { status: 200, body: [] });
  api.answer('GET /api/pages:trash', { status: 200, body: [trashed] });
});

describe('the trash on the pages screen', () => {
  it('lists deleted pages with who deleted them and when they go, and puts one back', async () => {
    const user = userEvent.setup();
    await renderAdmin(<AdminPagesScreen />, { store: api.store() });
    const trash = await screen.findByRole('region', { name: 'Prullenbak' });
    expect(
      within(trash).getByText(/verwijderd door Anna Bakker op 20 nov 2026, 14:05/),
    ).toBeInTheDocument();
    expect(within(trash).getByText(/Voorgoed weg op 20 dec 2026/)).toBeInTheDocument();
    const result = await axe.run(trash, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);

    api.answer(`POST /api/pages/${trashed.guid}:restore`, { status: 200, body: {} });
    await user.click(within(trash).getByRole('button', { name: 'Terugzetten: Oud nieuws' }));
    await waitFor(() =>
      expect(
        api.requests.filter(
          (r) => r.method === 'POST' && r.url === `/api/pages/${trashed.guid}:restore`,
        ),
      ).toHaveLength(1),
    );
  });

  it('shows nothing of the trash while it is empty', async () => {
    api.answer('GET /api/pages:trash', { status: 200, body: [] });
    await renderAdmin(<AdminPagesScreen />, { store: api.store() });
    await screen.findByText("Deze site heeft nog geen pagina's.");
    expect(screen.queryByRole('region', { name: 'Prullenbak' })).toBeNull();
  });
});
