// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SessionSummary } from '@plein/api-client';
import type { FakeApi } from '../../test-support/fake-api';
import { setUpFakeApi } from '../../test-support/set-up-fake-api';
import { renderAdmin } from '../admin/shared/test-harness';
import { formatDateTime } from '../format-date';
import { SessionsSection } from './sessions-section';

/** Room for a busy machine (the default wait is 1 s). */
const patient = { timeout: 15_000 };

const here: SessionSummary = {
  guid: '6f1c0000-0000-4000-8000-000000000001',
  createdAt: '2026-11-20T08:00:00.000Z',
  lastSeenAt: '2026-11-21T10:00:00.000Z',
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  current: true,
};
const laptop: SessionSummary = {
  guid: '6f1c0000-0000-4000-8000-000000000002',
  createdAt: '2026-11-18T07:30:00.000Z',
  lastSeenAt: '2026-11-19T16:45:00.000Z',
  userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  current: false,
};
const phone: SessionSummary = {
  guid: '6f1c0000-0000-4000-8000-000000000003',
  createdAt: '2026-11-21T06:00:00.000Z',
  lastSeenAt: '2026-11-21T07:00:00.000Z',
  userAgent: 'curl/8.5.0',
  current: false,
};

let api: FakeApi;
setUpFakeApi((started) => (api = started));

async function openSessions() {
  const events = userEvent.setup();
  await renderAdmin(<SessionsSection />, { store: api.store() });
  const section = screen.getByRole('region', { name: 'Ingelogde sessies' });
  const list = await within(section).findByRole('list', {}, patient);
  return { events, section: within(section), list };
}

describe('the signed-in sessions', () => {
  it('lists this device first, then the others by last activity, with readable names and times', async () => {
    api.answer('GET /api/auth/sessions', { status: 200, body: [laptop, phone, here] });
    const { list } = await openSessions();
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.plein-sessions__name')?.textContent)).toEqual([
      'Chrome op Linux Dit apparaat',
      'Onbekende browser',
      'Firefox op Windows',
    ]);
    expect(items[0]?.textContent).toContain(`Ingelogd op${formatDateTime(here.createdAt, 'nl')}`);
    expect(items[0]?.textContent).toContain(
      `Laatst actief${formatDateTime(here.lastSeenAt, 'nl')}`,
    );
    expect(formatDateTime(here.lastSeenAt, 'nl')).toContain('11:00');
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    expect(
      within(items[2]!).getByRole('button', {
        name: `Uitloggen: Firefox op Windows, laatst actief ${formatDateTime(laptop.lastSeenAt, 'nl')}`,
      }),
    ).toBeTruthy();
  });

  it('signs one session out, refreshes the list and keeps focus in the section', async () => {
    api.answer('GET /api/auth/sessions', { status: 200, body: [here, laptop] });
    api.answer(`DELETE /api/auth/sessions/${laptop.guid}`, { status: 204 });
    const { events, section, list } = await openSessions();
    api.answer('GET /api/auth/sessions', { status: 200, body: [here] });
    await events.click(
      within(list).getByRole('button', { name: /^Uitloggen: Firefox op Windows/ }),
    );
    await section.findByText('U bent nergens anders ingelogd.', {}, patient);
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(section.getByRole('status').textContent).toBe('Die sessie is uitgelogd.');
    expect(document.activeElement).toBe(
      section.getByRole('heading', { name: 'Ingelogde sessies' }),
    );
    expect(
      api.requests.filter((request) => request.method === 'DELETE').map((request) => request.url),
    ).toEqual([`/api/auth/sessions/${laptop.guid}`]);
  });

  it('signs all other sessions out at once', async () => {
    api.answer('GET /api/auth/sessions', { status: 200, body: [here, laptop, phone] });
    api.answer('POST /api/auth/sessions:endOthers', { status: 204 });
    const { events, section } = await openSessions();
    api.answer('GET /api/auth/sessions', { status: 200, body: [here] });
    await events.click(section.getByRole('button', { name: 'Op alle andere apparaten uitloggen' }));
    await section.findByText('U bent op alle andere apparaten uitgelogd.', {}, patient);
    await waitFor(() => expect(section.getAllByRole('listitem')).toHaveLength(1), patient);
    expect(section.queryByRole('button', { name: /uitloggen/i })).toBeNull();
    expect(document.activeElement).toBe(
      section.getByRole('heading', { name: 'Ingelogde sessies' }),
    );
  });

  it('says when the list could not be loaded and tries again on request', async () => {
    api.answer('GET /api/auth/sessions', {
      status: 500,
      body: { error: { code: 'internal', message: 'Something broke.' } },
    });
    const events = userEvent.setup();
    await renderAdmin(<SessionsSection />, { store: api.store() });
    const section = within(screen.getByRole('region', { name: 'Ingelogde sessies' }));
    const alert = await section.findByRole('alert', {}, patient);
    expect(alert.textContent).toContain('De sessies konden niet worden geladen.');
    api.answer('GET /api/auth/sessions', { status: 200, body: [here] });
    await events.click(within(alert).getByRole('button', { name: 'Opnieuw proberen' }));
    await section.findByText('Dit apparaat', {}, patient);
    expect(section.queryByRole('alert')).toBeNull();
  });
});
