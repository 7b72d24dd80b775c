// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PlatformSettingValue } from '@plein/api-client';
import { startFakeApi } from '../../../test-support/fake-api';
import { renderAdmin } from '../shared/test-harness';
import { SettingsScreen } from './settings-screen';
import { settingsSectionKeys } from './settings-sections';
import { completeSettings, toFormValues } from './settings-values';

let api: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
afterEach(cleanup);

const stored: PlatformSettingValue[] = [
  { key: 'platformName', value: 'Plein Demo' },
  { key: 'hostNames', value: ['localhost'] },
  { key: 'primaryDomain', value: 'localhost' },
  { key: 'headerLogoHeight', value: 72 },
  {
    key: 'colorScheme',
    value: {
      primary: '#1d4ed8',
      onPrimary: '#ffffff',
      secondary: '#0f766e',
      onSecondary: '#ffffff',
      background: '#ffffff',
      surface: '#f3f4f6',
      text: '#1f2937',
      link: '#1d4ed8',
    },
  },
];

beforeEach(() => {
  api.reset();
  api.answer('GET /api/platformsettingvalues', { status: 200, body: stored });
  api.answer('PUT /api/platformsettingvalues', { status: 200, body: stored });
});

const puts = () =>
  api.requests
    .filter((request) => request.method === 'PUT')
    .map((request) => JSON.parse(request.body) as unknown);

async function openSettings(path = '/settings') {
  const user = userEvent.setup();
  await renderAdmin(<SettingsScreen />, {
    store: api.store(),
    path,
    pattern: '/settings/:settingsSection?',
  });
  const main = within(await screen.findByRole('main'));
  await main.findByRole('button', { name: 'Instellingen opslaan' });
  return { user, main };
}

describe('the settings screen', () => {
  it('shows the settings in sections, each at its own address, every setting in exactly one', async () => {
    const { main } = await openSettings();
    const sections = main.getByRole('navigation', { name: 'Onderdelen van de instellingen' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Site', 'Adressen', 'Kop', 'Navigatie', 'Voettekst', 'Kleuren', 'Koppelingen']);
    expect(within(sections).getByRole('link', { name: 'Site' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(sections).getByRole('link', { name: 'Kop' })).toHaveAttribute(
      'href',
      '/settings/header',
    );
    // The first section's fields only.
    expect(main.getByLabelText('Naam van de site')).toBeTruthy();
    expect(main.queryByLabelText('Hostnaam 1')).toBeNull();
    const placed = Object.values(settingsSectionKeys).flat();
    expect(new Set(placed).size).toBe(placed.length);
    expect([...placed].sort()).toEqual(Object.keys(toFormValues(completeSettings({}))).sort());
  });

  it('answers an unknown section as not found', async () => {
    await renderAdmin(<SettingsScreen />, {
      store: api.store(),
      path: '/settings/nope',
      pattern: '/settings/:settingsSection?',
    });
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('Instellingen');
  });

  it('previews the header and colours as they are typed, before they are saved', async () => {
    const { user, main } = await openSettings('/settings/colours');
    // The section names the heading (and so the document title).
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Instellingen: Kleuren');
    const preview = main.getByRole('figure', { name: 'Voorbeeld, zoals u het nu hebt ingevuld' });
    const site = preview.querySelector<HTMLElement>('.plein-settings-preview__site')!;
    expect(site.style.getPropertyValue('--plein-color-primary')).toBe('#1d4ed8');
    expect(within(preview).getByText('Plein Demo')).toBeTruthy();
    const primary = main.getByLabelText('Hoofdkleur');
    await user.clear(primary);
    await user.type(primary, 'rgb(185, 28, 28)');
    await waitFor(() =>
      expect(site.style.getPropertyValue('--plein-color-primary')).toBe('#b91c1c'),
    );
    expect(puts()).toEqual([]);
    cleanup();

    const header = await openSettings('/settings/header');
    await header.user.click(header.main.getByLabelText('Kop tonen'));
    await header.main.findByText('De kop is uitgezet: bezoekers zien geen kop.');
  });

  it('saves only the changed key, and its undo sends the previous value back', async () => {
    const { user, main } = await openSettings();
    const name = main.getByLabelText('Naam van de site');
    await user.clear(name);
    await user.type(name, 'Havenstad');
    await user.click(main.getByRole('button', { name: 'Instellingen opslaan' }));
    await waitFor(() => expect(puts()).toEqual([[{ key: 'platformName', value: 'Havenstad' }]]));

    const toasts = screen.getByRole('status', { name: 'Meldingen' });
    await within(toasts).findByText('‘Naam van de site’ is gewijzigd.');
    await user.click(within(toasts).getByRole('button', { name: 'Ongedaan maken' }));
    await waitFor(() => expect(puts()[1]).toEqual([{ key: 'platformName', value: 'Plein Demo' }]));
  });

  it('says so and sends nothing when nothing changed', async () => {
    const { user, main } = await openSettings();
    await user.click(main.getByRole('button', { name: 'Instellingen opslaan' }));
    await main.findByText('Er is niets gewijzigd.');
    expect(puts()).toEqual([]);
  });

  it('checks colours and their contrast live, and refuses to save an unreadable pair', async () => {
    const { user, main } = await openSettings('/settings/colours');
    expect(main.getByText('Tekst op de hoofdkleur: 6,7:1, voldoet aan WCAG AA.')).toBeTruthy();
    const onPrimary = main.getByLabelText('Tekst op de hoofdkleur');
    await user.clear(onPrimary);
    await user.type(onPrimary, 'rgb(40, 80, 200)');
    await main.findByText(/^Tekst op de hoofdkleur: 1,\d+:1, voldoet niet aan WCAG AA/);
    await user.click(main.getByRole('button', { name: 'Instellingen opslaan' }));
    await waitFor(() => expect(document.activeElement).toBe(onPrimary));
    expect(onPrimary.getAttribute('aria-invalid')).toBe('true');
    await user.clear(onPrimary);
    await user.type(onPrimary, 'blauwig');
    await user.tab();
    await main.findByText(
      'Vul een kleur in als hexcode (#1d4ed8), rgb(0, 80, 179) of rgba(0, 80, 179, 1).',
    );
    expect(puts()).toEqual([]);
  });

  it('shows a host name another site has at its field', async () => {
    api.answer('PUT /api/platformsettingvalues', {
      status: 409,
      body: {
        error: {
          code: 'host_name_taken',
          message: 'Taken.',
          details: { hostNames: ['havenstad.test'] },
        },
      },
    });
    const { user, main } = await openSettings('/settings/addresses');
    await user.click(main.getByRole('button', { name: 'Hostnaam toevoegen' }));
    const added = main.getByLabelText('Hostnaam 2');
    await waitFor(() => expect(document.activeElement).toBe(added));
    await user.type(added, 'havenstad.test');
    await user.click(main.getByRole('button', { name: 'Instellingen opslaan' }));
    await waitFor(() =>
      expect(puts()).toEqual([[{ key: 'hostNames', value: ['localhost', 'havenstad.test'] }]]),
    );
    await main.findByText('Deze hostnaam hoort al bij een andere site.');
    expect(added.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(added);
  });

  it('lists the websites that may use the API, refusing an address that is not an origin', async () => {
    const { user, main } = await openSettings('/settings/addresses');
    await user.click(main.getByRole('button', { name: 'Website toevoegen' }));
    const added = main.getByLabelText('Website 1');
    await waitFor(() => expect(document.activeElement).toBe(added));
    await user.type(added, 'http://www.gemeente.nl/');
    await user.click(main.getByRole('button', { name: 'Instellingen opslaan' }));
    await main.findByText(
      'Vul een adres in zoals https://www.voorbeeld.nl: met https:// (http:// alleen voor localhost), zonder pad en zonder / aan het eind.',
    );
    expect(puts()).toEqual([]);
    await user.clear(added);
    await user.type(added, 'https://www.gemeente.nl');
    await user.click(main.getByRole('button', { name: 'Instellingen opslaan' }));
    await waitFor(() =>
      expect(puts()).toEqual([[{ key: 'apiAllowedOrigins', value: ['https://www.gemeente.nl'] }]]),
    );
  });
});
