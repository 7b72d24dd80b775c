// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { BoundFunctions, queries } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProfileFieldDefinition, ProfileFieldDefinitionInput } from '@plein/api-client';
import { userLoaded } from '@plein/state-store';
import { startFakeApi, testUser } from '../../../test-support/fake-api';
import { testField } from '../../account/tenant-fields/test-fields';
import { installDialogMethods, renderAdmin } from '../shared/test-harness';
import { AdminProfileFieldsScreen } from './admin-profile-fields-screen';
import { formFieldOfProblem } from './profile-field-dialog';

/** Room for a busy machine (the default wait is 1 s). */
const patient = { timeout: 15_000 };

let api: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  installDialogMethods();
  api = await startFakeApi();
});
afterAll(() => api.close());
afterEach(cleanup);

const phone = testField('phone', {
  inputType: 'tel',
  autocomplete: 'tel',
  label: { nl: 'Telefoonnummer', en: 'Phone number' },
});
const definitions: ProfileFieldDefinition[] = [
  testField('accountEmail', {
    builtIn: true,
    category: 'security',
    inputType: 'email',
    label: { nl: 'E-mailadres', en: 'Email address' },
  }),
  phone,
];

beforeEach(() => {
  api.reset();
  api.answer('GET /api/profilefielddefinitions', { status: 200, body: definitions });
});

const writes = () =>
  api.requests
    .filter((request) => request.method !== 'GET')
    .map((request) => ({
      call: `${request.method} ${request.url}`,
      body: request.body ? (JSON.parse(request.body) as unknown) : undefined,
    }));

async function openScreen() {
  const events = userEvent.setup();
  const store = api.store();
  // The runner offers retry to admins: the signed-in user is one.
  store.dispatch(userLoaded({ user: testUser({ isAdmin: true }), status: 200 }));
  await renderAdmin(<AdminProfileFieldsScreen />, { store, path: '/admin/users/fields' });
  const main = within(await screen.findByRole('main', {}, patient));
  await main.findByRole('button', { name: 'Telefoonnummer wijzigen' }, patient);
  return { events, main };
}

async function openNewField(
  events: ReturnType<typeof userEvent.setup>,
  main: BoundFunctions<typeof queries>,
) {
  await events.click(main.getByRole('button', { name: 'Veld toevoegen' }));
  return within(await screen.findByRole('dialog', { name: 'Nieuw profielveld' }, patient));
}

describe('the profile fields screen', () => {
  it('lists the definitions; built-in fields cannot be changed or removed', async () => {
    const { main } = await openScreen();
    const table = main.getByRole('table', { name: 'Alle profielvelden' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'E-mailadres / Email address',
      'Telefoonnummer / Phone number',
    ]);
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(within(rows[0]!).getByText('Vast veld')).toBeTruthy();
    expect(within(rows[1]!).getByRole('button', { name: 'Telefoonnummer wijzigen' })).toBeTruthy();
    expect(main.getByRole('link', { name: 'Terug naar gebruikers' }).getAttribute('href')).toBe(
      '/admin/users',
    );
  });

  it('adds a select field with labels and options as a background task with undo', async () => {
    const { events, main } = await openScreen();
    const form = await openNewField(events, main);
    await events.type(form.getByLabelText('Sleutel'), 'team');
    await events.type(form.getByLabelText('Label (Nederlands)'), 'Team');
    await events.type(form.getByLabelText('Label (Engels)'), 'Team');
    await events.selectOptions(form.getByLabelText('Soort invoer'), 'select');
    await events.type(form.getByLabelText('Keuzes'), 'Noord{Enter}Zuid{Enter}');
    await events.type(form.getByLabelText('Standaardwaarde'), 'Zuid');
    await events.type(form.getByLabelText('Groep (sleutel)'), 'work');
    await events.type(form.getByLabelText('Groepslabel (Nederlands)'), 'Werk');
    await events.clear(form.getByLabelText('Volgorde van de groep'));
    await events.type(form.getByLabelText('Volgorde van de groep'), '5');
    await events.click(form.getByLabelText('Verplicht veld'));
    await events.selectOptions(form.getByLabelText('Wie ziet het veld'), 'admins');
    api.answer('PUT /api/profilefielddefinitions/team', { status: 200, body: phone });
    await events.click(form.getByRole('button', { name: 'Veld toevoegen' }));

    await waitFor(() => expect(writes()).toHaveLength(1), patient);
    expect(writes()[0]).toEqual({
      call: 'PUT /api/profilefielddefinitions/team',
      body: {
        label: { nl: 'Team', en: 'Team' },
        sectionLabel: { nl: 'Werk', en: '' },
        category: 'profile',
        section: 'work',
        subsection: '',
        sectionSort: 5,
        sort: 0,
        visibleFor: 'admins',
        inputType: 'select',
        type: 'string',
        autocomplete: 'off',
        options: ['Noord', 'Zuid'],
        defaultValue: 'Zuid',
        required: true,
        mett: false,
      } satisfies ProfileFieldDefinitionInput,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), patient);
    const toasts = screen.getByRole('status', { name: 'Meldingen' });
    await within(toasts).findByText('‘Team’ is toegevoegd.', {}, patient);
    api.answer('DELETE /api/profilefielddefinitions/team', { status: 204 });
    await events.click(within(toasts).getByRole('button', { name: 'Ongedaan maken' }));
    await waitFor(
      () => expect(writes().at(-1)?.call).toBe('DELETE /api/profilefielddefinitions/team'),
      patient,
    );
  });

  it('checks the definition before saving, like the API does', async () => {
    const { events, main } = await openScreen();
    const form = await openNewField(events, main);
    await events.type(form.getByLabelText('Sleutel'), 'phone');
    await events.selectOptions(form.getByLabelText('Soort invoer'), 'radio');
    await events.type(form.getByLabelText('Label (Engels)'), 'x'.repeat(81));
    await events.click(form.getByRole('button', { name: 'Veld toevoegen' }));
    const error = (label: string) =>
      document.getElementById(
        form
          .getByLabelText(label)
          .getAttribute('aria-describedby')
          ?.split(' ')
          .find((id) => id.endsWith('-error')) ?? '',
      )?.textContent;
    await waitFor(
      () => expect(error('Sleutel')).toBe('Er is al een veld met deze sleutel.'),
      patient,
    );
    expect(error('Label (Nederlands)')).toBe('Vul dit veld in.');
    expect(error('Label (Engels)')).toBe('Gebruik hoogstens 80 tekens.');
    expect(error('Keuzes')).toBe('Geef 1 tot 50 keuzes, één per regel.');
    expect(error('Groepslabel (Nederlands)')).toBe('Vul dit veld in.');
    expect(document.activeElement).toBe(form.getByLabelText('Sleutel'));

    await events.clear(form.getByLabelText('Sleutel'));
    await events.type(form.getByLabelText('Sleutel'), 'alias');
    await waitFor(
      () => expect(error('Sleutel')).toBe('Deze sleutel is gereserveerd. Kies een andere.'),
      patient,
    );
    await events.selectOptions(form.getByLabelText('Soort invoer'), 'date');
    expect(
      within(form.getByLabelText('Soort waarde'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Datum']);
    await events.type(form.getByLabelText('Standaardwaarde'), '2023-02-30');
    await events.tab();
    await waitFor(
      () =>
        expect(error('Standaardwaarde')).toBe(
          'De standaardwaarde past niet bij het veld (soort waarde, keuzes of vorm).',
        ),
      patient,
    );
    expect(writes()).toEqual([]);
  });

  it('shows what the API refused at the field', async () => {
    const { events, main } = await openScreen();
    await events.click(main.getByRole('button', { name: 'Telefoonnummer wijzigen' }));
    const form = within(
      await screen.findByRole('dialog', { name: 'Profielveld ‘Telefoonnummer’ wijzigen' }, patient),
    );
    expect(form.getByLabelText('Sleutel')).toHaveProperty('readOnly', true);
    expect(form.getByLabelText('Label (Nederlands)')).toHaveProperty('value', 'Telefoonnummer');
    api.answer('PUT /api/profilefielddefinitions/phone', {
      status: 400,
      body: {
        error: {
          code: 'invalid_body',
          message: 'The request body is not valid.',
          details: { problems: ['sectionLabel.en must be at most 80 characters'] },
        },
      },
    });
    await events.click(form.getByRole('button', { name: 'Opslaan' }));
    const sectionLabel = form.getByLabelText('Groepslabel (Engels)');
    await waitFor(() => expect(sectionLabel.getAttribute('aria-invalid')).toBe('true'), patient);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('deletes a field after a confirmation, and its undo puts it back', async () => {
    const { events, main } = await openScreen();
    await events.click(main.getByRole('button', { name: 'Telefoonnummer verwijderen' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Profielveld verwijderen?' }, patient),
    );
    api.answer('DELETE /api/profilefielddefinitions/phone', { status: 204 });
    api.answer('PUT /api/profilefielddefinitions/phone', { status: 200, body: phone });
    await events.click(dialog.getByRole('button', { name: 'Verwijderen' }));
    await waitFor(
      () =>
        expect(writes()).toEqual([
          { call: 'DELETE /api/profilefielddefinitions/phone', body: undefined },
        ]),
      patient,
    );
    const toasts = screen.getByRole('status', { name: 'Meldingen' });
    await within(toasts).findByText('‘Telefoonnummer’ is verwijderd.', {}, patient);
    await events.click(within(toasts).getByRole('button', { name: 'Ongedaan maken' }));
    await waitFor(() => expect(writes()).toHaveLength(2), patient);
    expect(writes()[1]).toMatchObject({
      call: 'PUT /api/profilefielddefinitions/phone',
      body: { label: phone.label, inputType: 'tel', autocomplete: 'tel', options: [] },
    });
  });
});

describe('formFieldOfProblem', () => {
  it('finds the form field of a problem the API listed', () => {
    expect(formFieldOfProblem('label.nl must not be blank')).toBe('labelNl');
    expect(formFieldOfProblem('options[3] must not be blank')).toBe('options');
    expect(formFieldOfProblem('defaultValue does not fit the field (invalid)')).toBe(
      'defaultValue',
    );
    expect(formFieldOfProblem('this field has unspecified keys: x')).toBeNull();
  });
});
