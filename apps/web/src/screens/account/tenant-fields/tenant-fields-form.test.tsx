// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProfileFieldDefinition, ProfileUpdate } from '@plein/api-client';
import { startFakeApi, testUser } from '../../../test-support/fake-api';
import { renderAdmin } from '../../admin/shared/test-harness';
import { ProfileSection } from '../profile-section';
import { SecuritySection } from '../security-section';
import { testField } from './test-fields';

/** Room for a busy machine (the default wait is 1 s). */
const patient = { timeout: 15_000 };

let api: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
afterEach(cleanup);

const work = { nl: 'Werk', en: 'Work' };
const definitions: ProfileFieldDefinition[] = [
  testField('accountEmail', { builtIn: true, inputType: 'email', category: 'security' }),
  testField('phone', {
    inputType: 'tel',
    autocomplete: 'tel',
    required: true,
    label: { nl: 'Telefoonnummer', en: 'Phone number' },
  }),
  testField('website', { inputType: 'url', autocomplete: 'url', sort: 20 }),
  testField('workEmail', { inputType: 'email', autocomplete: 'work email', sort: 30 }),
  testField('bio', { inputType: 'textarea', sort: 40 }),
  testField('nickname', { inputType: 'text', autocomplete: 'nickname', sort: 50 }),
  testField('team', {
    inputType: 'select',
    options: ['Noord', 'Zuid'],
    section: 'work',
    sectionSort: 1,
    sectionLabel: work,
    label: { nl: 'Team', en: 'Team' },
  }),
  testField('shift', {
    inputType: 'radio',
    options: ['Dag', 'Nacht'],
    section: 'work',
    sectionSort: 1,
    sectionLabel: work,
    sort: 20,
  }),
  testField('started', {
    inputType: 'date',
    type: 'date',
    section: 'work',
    sectionSort: 1,
    sectionLabel: work,
    sort: 30,
  }),
  testField('hours', {
    inputType: 'number',
    type: 'number',
    section: 'work',
    sectionSort: 1,
    sectionLabel: work,
    sort: 40,
  }),
  testField('newsletter', { inputType: 'checkbox', type: 'boolean', sort: 60 }),
  testField('staffNote', { mett: true, label: { nl: 'Notitie medewerkers', en: '' } }),
  testField('badge', {
    category: 'security',
    label: { nl: 'Pasnummer', en: 'Badge number' },
    sectionLabel: { nl: 'Toegang', en: 'Access' },
    required: true,
  }),
];

const user = testUser({
  properties: [
    { key: 'alias', value: 'jan' },
    { key: 'notificationClose', value: '10' },
    { key: 'phone', value: '0612345678' },
    { key: 'badge', value: 'P-1' },
  ],
});

beforeEach(() => {
  api.reset();
  api.answer('GET /api/profilefielddefinitions', { status: 200, body: definitions });
  api.answer('PUT /api/profiles:loggedIn', { status: 200, body: user });
});

const puts = () =>
  api.requests
    .filter((request) => request.method === 'PUT')
    .map((request) => JSON.parse(request.body) as ProfileUpdate);

async function openProfile(language: 'nl' | 'en' = 'nl', who = user) {
  const events = userEvent.setup();
  await renderAdmin(<ProfileSection user={who} />, { store: api.store(), language });
  const section = within(
    screen.getByRole('region', { name: language === 'nl' ? 'Profiel' : 'Profile' }),
  );
  await section.findByRole('group', { name: language === 'nl' ? 'Werk' : 'Work' }, patient);
  return { events, section };
}

describe('the tenant’s fields on the profile section', () => {
  it('renders each input type as its own control, with autocomplete and required marks', async () => {
    const { section } = await openProfile();
    const phone = section.getByRole('textbox', { name: 'Telefoonnummer' });
    expect(phone).toHaveProperty('type', 'tel');
    expect(phone.getAttribute('autocomplete')).toBe('tel');
    expect(phone).toHaveProperty('required', true);
    expect(section.getByRole('textbox', { name: 'website nl' })).toHaveProperty('type', 'url');
    const workEmail = section.getByRole('textbox', { name: 'workEmail nl' });
    expect(workEmail).toHaveProperty('type', 'email');
    expect(workEmail.getAttribute('autocomplete')).toBe('work email');
    expect(section.getByRole('textbox', { name: 'bio nl' }).tagName).toBe('TEXTAREA');
    expect(section.getByRole('textbox', { name: 'nickname nl' })).toHaveProperty('type', 'text');
    const team = section.getByRole('combobox', { name: 'Team' });
    expect(
      within(team)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Maak een keuze', 'Noord', 'Zuid']);
    const shift = section.getByRole('group', { name: 'shift nl' });
    expect(
      within(shift)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['Dag', 'Nacht']);
    expect(section.getByLabelText('started nl')).toHaveProperty('type', 'date');
    expect(section.getByRole('spinbutton', { name: 'hours nl' })).toBeTruthy();
    expect(section.getByRole('checkbox', { name: 'newsletter nl' })).toBeTruthy();
    expect(section.getByText('Velden met een * zijn verplicht.')).toBeTruthy();
  });

  it('groups the fields in fieldsets by section order and leaves out others', async () => {
    const { section } = await openProfile();
    const legends = section
      .getAllByRole('group')
      .map((group) => group.querySelector(':scope > legend')?.textContent);
    expect(legends).toEqual(['Werk', 'shift nl', 'Contactgegevens']);
    expect(section.queryByLabelText('Notitie medewerkers')).toBeNull();
    expect(section.queryByLabelText(/Pasnummer/)).toBeNull();
    expect(section.queryByLabelText(/accountEmail/)).toBeNull();
  });

  it('shows staff-only fields to a Mett user, and English labels in English', async () => {
    const { section } = await openProfile('en', { ...user, isMett: true });
    expect(section.getByRole('textbox', { name: 'Phone number' })).toBeTruthy();
    expect(section.getByRole('group', { name: 'Contact details' })).toBeTruthy();
    // An empty English label shows the Dutch one.
    expect(section.getByRole('textbox', { name: 'Notitie medewerkers' })).toBeTruthy();
  });

  it('checks the values before saving and moves focus to the first problem', async () => {
    const { events, section } = await openProfile();
    // Read again each time: the form may render its fields anew while the test waits.
    const phone = () => section.getByRole('textbox', { name: 'Telefoonnummer' });
    await events.clear(phone());
    await waitFor(() => expect(phone()).toHaveProperty('value', ''), patient);
    await events.type(section.getByRole('textbox', { name: 'workEmail nl' }), 'jan@');
    await events.click(section.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(phone().getAttribute('aria-invalid')).toBe('true'), patient);
    await waitFor(() => expect(document.activeElement).toBe(phone()), patient);
    expect(section.getByText('Vul dit veld in.')).toBeTruthy();
    expect(
      section.getByText('Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.'),
    ).toBeTruthy();
    expect(puts()).toEqual([]);
  });

  it('saves the full properties list, keeping other keys, and offers an undo', async () => {
    const { events, section } = await openProfile();
    await events.selectOptions(section.getByRole('combobox', { name: 'Team' }), 'Zuid');
    await events.click(section.getByRole('radio', { name: 'Nacht' }));
    await events.type(section.getByLabelText('started nl'), '2024-02-29');
    await events.type(section.getByRole('spinbutton', { name: 'hours nl' }), '32');
    await events.click(section.getByRole('checkbox', { name: 'newsletter nl' }));
    await events.click(section.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(puts()).toHaveLength(1), patient);
    const [saved] = puts();
    expect(saved).toMatchObject({ firstName: 'Jan', middleName: 'de', lastName: 'Vries' });
    expect(saved?.properties?.toSorted((a, b) => a.key.localeCompare(b.key))).toEqual(
      [
        { key: 'alias', value: 'jan' },
        { key: 'notificationClose', value: '10' },
        { key: 'phone', value: '0612345678' },
        { key: 'badge', value: 'P-1' },
        { key: 'team', value: 'Zuid' },
        { key: 'shift', value: 'Nacht' },
        { key: 'started', value: '2024-02-29' },
        { key: 'hours', value: '32' },
        { key: 'newsletter', value: 'true' },
      ].sort((a, b) => a.key.localeCompare(b.key)),
    );
    const toasts = screen.getByRole('status', { name: 'Meldingen' });
    await within(toasts).findByText('Uw profiel is opgeslagen.', {}, patient);
    await events.click(within(toasts).getByRole('button', { name: 'Ongedaan maken' }));
    await waitFor(() => expect(puts()).toHaveLength(2), patient);
    expect(puts()[1]?.properties).toEqual(user.properties);
  });

  it('shows a value the API refused at its field', async () => {
    api.answer('PUT /api/profiles:loggedIn', {
      status: 400,
      body: {
        error: {
          code: 'invalid_body',
          message: 'website does not have the form its field asks for.',
          details: { field: 'website', problems: [{ path: 'website', code: 'invalid' }] },
        },
      },
    });
    const { events, section } = await openProfile();
    const website = section.getByRole('textbox', { name: 'website nl' });
    await events.type(website, 'https://example.org/');
    await events.click(section.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(website.getAttribute('aria-invalid')).toBe('true'), patient);
    expect(
      section.getByText('Vul een volledig webadres in, bijvoorbeeld https://www.voorbeeld.nl.'),
    ).toBeTruthy();
    expect(section.getByRole('alert').textContent).toBe(
      'Opslaan is niet gelukt. Probeer het opnieuw.',
    );
  });
});

describe('the tenant’s fields on the security section', () => {
  it('have a form of their own that saves only into the properties', async () => {
    const events = userEvent.setup();
    await renderAdmin(<SecuritySection user={user} />, { store: api.store() });
    const form = within(
      await screen.findByRole('region', { name: 'Aanvullende gegevens' }, patient),
    );
    const badge = form.getByRole('textbox', { name: 'Pasnummer' });
    expect(form.getByRole('group', { name: 'Toegang' })).toBeTruthy();
    await events.clear(badge);
    await events.type(badge, 'P-2');
    await events.click(form.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(puts()).toHaveLength(1), patient);
    expect(puts()[0]).toEqual({
      properties: [
        { key: 'alias', value: 'jan' },
        { key: 'notificationClose', value: '10' },
        { key: 'phone', value: '0612345678' },
        { key: 'badge', value: 'P-2' },
      ],
    });
  });
});
