// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Form, Role } from '@plein/api-client';
import type { FormContent, FormSettings } from '@plein/validation';
import { startFakeApi } from '../../../../test-support/fake-api';
import { installDialogMethods } from '../../shared/test-harness';
import { formGuid, renderFormScreen, testContent, testForm } from '../shared/test-screen';
import { AdminFormViewScreen } from './admin-form-view-screen';

let api: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  installDialogMethods();
  api = await startFakeApi();
});
afterAll(() => api.close());
afterEach(cleanup);

const formUrl = `/api/admin/forms/${formGuid}`;
const roles: Role[] = [
  { guid: '7b000000-0000-4000-8000-000000000001', name: 'Leden', description: '', userCount: 3 },
  { guid: '7b000000-0000-4000-8000-000000000002', name: 'Bestuur', description: '', userCount: 1 },
];

const listBlock = {
  guid: '7c000000-0000-4000-8000-000000000001',
  title: 'Ideeën',
  pageName: 'buurt',
  pageTitle: 'Buurt',
};

beforeEach(() => {
  api.reset();
  api.answer(`GET ${formUrl}`, { status: 200, body: testForm() });
  api.answer('GET /api/roles', { status: 200, body: roles });
  api.answer('GET /api/admin/list-blocks', { status: 200, body: [listBlock] });
});

async function openBuilder(form: Form = testForm()) {
  api.answer(`GET ${formUrl}`, { status: 200, body: form });
  const user = userEvent.setup();
  const view = await renderFormScreen(<AdminFormViewScreen />, {
    store: api.store(),
    route: 'admin/forms/view/:guid',
    path: `/admin/forms/view/${formGuid}`,
  });
  await screen.findByRole('heading', { level: 1, name: 'Formulier ‘Aanmelding’' });
  return { user, view };
}

const writes = () => api.requests.filter((request) => request.method !== 'GET');
const lastWrite = (call: string) =>
  writes()
    .filter((request) => `${request.method} ${request.url}` === call)
    .at(-1);

/** The fieldset of a field, by its legend. */
const field = (legend: string) => {
  const found = screen.getByText(legend, { selector: 'legend' }).closest('fieldset');
  if (!found) throw new Error(`No field ${legend}`);
  return within(found);
};

describe('the form builder', () => {
  it('shows the draft, publishing, settings and versions, and passes axe', async () => {
    const { user } = await openBuilder();
    for (const name of ['Inhoud (concept)', 'Publiceren', 'Instellingen', 'Gepubliceerde versies'])
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(screen.getByLabelText('Titel (Nederlands)')).toHaveValue('Aanmelding');
    // The fields start folded; a field's button unfolds its properties.
    const kleur = field('Veld 2: Keuze ‘Kleur’');
    expect(kleur.queryByLabelText('Weergave')).toBeNull();
    const unfold = kleur.getByRole('button', { name: 'Veld ‘Kleur’ bewerken' });
    expect(unfold).toHaveAttribute('aria-expanded', 'false');
    await user.click(unfold);
    expect(await kleur.findByLabelText('Weergave')).toHaveValue('checkboxes');
    expect(kleur.getByRole('button', { name: 'Veld ‘Kleur’ inklappen' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const versions = screen.getByRole('table', { name: 'Versies, nieuwste eerst' });
    const newest = within(versions).getAllByRole('row')[1]!;
    expect(newest).toHaveTextContent('Versie 2');
    expect(
      within(newest).getByRole('link', { name: '7 inzendingen van versie 2' }),
    ).toHaveAttribute('href', `/admin/forms/${formGuid}?version=2`);
    expect(within(newest).getByRole('link', { name: 'Dashboard van versie 2' })).toHaveAttribute(
      'href',
      `/admin/forms/${formGuid}/2/dashboard`,
    );
    const result = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('adds, moves and removes fields with focus following, and saves the draft as FormContent', async () => {
    const start: FormContent = { ...testContent, fields: [testContent.fields[0]!] };
    const { user } = await openBuilder(testForm({ draft: start }));
    const addButton = screen.getByRole('button', { name: 'Veld toevoegen' });
    const addField = async (type: string, label: string, labelName = 'Label') => {
      await user.selectOptions(screen.getByLabelText('Soort nieuw veld'), type);
      await user.click(addButton);
      await waitFor(() =>
        expect(document.activeElement).toHaveAccessibleName(`${labelName} (Nederlands)`),
      );
      await user.keyboard(label);
    };

    // An e-mail field: its key follows the Dutch label.
    await addField('E-mailadres', 'E-mailadres');
    const email = field('Veld 2: E-mailadres ‘E-mailadres’');
    expect(email.getByLabelText('Sleutel')).toHaveValue('e_mailadres');
    await user.type(email.getByLabelText('Label (Engels)'), 'Email address');
    await user.type(email.getByLabelText('Helptekst (Nederlands)'), 'Voor de bevestiging.');
    await user.click(email.getByLabelText('Verplicht'));

    // A choice with two options (values follow their labels), shown as checkboxes, and a rule.
    await addField('Keuze', 'Onderwerp');
    const choice = field('Veld 3: Keuze ‘Onderwerp’');
    await user.selectOptions(choice.getByLabelText('Weergave'), 'Vinkjes (meerdere keuzes)');
    await user.click(choice.getByRole('button', { name: 'Optie toevoegen aan veld ‘Onderwerp’' }));
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Label (Nederlands)'));
    await user.keyboard('Vraag');
    const first = field('Optie 1');
    expect(first.getByLabelText('Waarde')).toHaveValue('vraag');
    await user.type(first.getByLabelText('Label (Engels)'), 'Question');
    await user.click(choice.getByRole('button', { name: 'Optie toevoegen aan veld ‘Onderwerp’' }));
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Label (Nederlands)'));
    await user.keyboard('Klacht');
    await user.click(choice.getByRole('button', { name: 'Regel toevoegen aan veld ‘Onderwerp’' }));
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Soort regel'));
    const rule = field('Regel 1');
    expect(rule.getByLabelText('Soort regel')).toHaveValue('minChoices');
    await user.type(rule.getByLabelText('Aantal keuzes'), '1');
    await user.selectOptions(rule.getByLabelText('Wanneer controleren'), 'Bij het insturen');
    await user.type(rule.getByLabelText('Melding (Nederlands)'), 'Kies minstens één onderwerp.');

    // Move the choice up: focus stays on its button, a live region says where it went.
    const up = choice.getByRole('button', { name: 'Veld ‘Onderwerp’ omhoog' });
    await user.click(up);
    await screen.findByText('Veld 2: Keuze ‘Onderwerp’', { selector: 'legend' });
    await waitFor(() =>
      expect(document.activeElement).toHaveAccessibleName('Veld ‘Onderwerp’ omhoog'),
    );
    expect(screen.getByText('Veld ‘Onderwerp’ staat nu op plaats 2 van 3.')).toBeInTheDocument();

    // Remove the last field: focus goes to the add button.
    await addField('Getal', 'Leeftijd');
    await user.click(screen.getByRole('button', { name: 'Veld ‘Leeftijd’ verwijderen' }));
    await waitFor(() => expect(addButton).toHaveFocus());
    expect(screen.queryByText(/‘Leeftijd’/, { selector: 'legend' })).toBeNull();

    // Remove the first field: focus goes to the next one.
    await user.click(screen.getByRole('button', { name: 'Veld ‘Naam’ verwijderen' }));
    await waitFor(() =>
      expect(document.activeElement).toHaveTextContent('Veld 1: Keuze ‘Onderwerp’'),
    );

    // A section heading.
    await addField('Tussenkop', 'Over u', 'Tussenkop');
    const result = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);

    const saved = testForm({ draft: testContent });
    api.answer(`PUT ${formUrl}/draft`, { status: 200, body: saved });
    await user.click(screen.getByRole('button', { name: 'Concept opslaan' }));
    await waitFor(() => expect(lastWrite(`PUT ${formUrl}/draft`)).toBeDefined());
    expect(JSON.parse(lastWrite(`PUT ${formUrl}/draft`)!.body)).toEqual({
      title: { nl: 'Aanmelding', en: 'Registration' },
      introduction: { nl: 'Meld u aan.', en: '' },
      confirmation: { nl: 'Dank u.', en: 'Thank you.' },
      fields: [
        {
          key: 'onderwerp',
          type: 'choice',
          label: { nl: 'Onderwerp', en: '' },
          help: { nl: '', en: '' },
          required: false,
          defaultValue: '',
          rules: [
            {
              kind: 'minChoices',
              value: '1',
              when: 'demand',
              message: { nl: 'Kies minstens één onderwerp.', en: '' },
            },
          ],
          options: [
            { value: 'vraag', label: { nl: 'Vraag', en: 'Question' } },
            { value: 'klacht', label: { nl: 'Klacht', en: '' } },
          ],
          display: 'checkboxes',
          withSeconds: false,
          mask: 'phone',
        },
        {
          key: 'e_mailadres',
          type: 'email',
          label: { nl: 'E-mailadres', en: 'Email address' },
          help: { nl: 'Voor de bevestiging.', en: '' },
          required: true,
          defaultValue: '',
          rules: [],
          options: [],
          display: 'radio',
          withSeconds: false,
          mask: 'phone',
        },
        {
          key: 'over_u',
          type: 'section',
          label: { nl: 'Over u', en: '' },
          help: { nl: '', en: '' },
          required: false,
          defaultValue: '',
          rules: [],
          options: [],
          display: 'radio',
          withSeconds: false,
          mask: 'phone',
        },
      ],
    } satisfies FormContent);
  });

  it('checks the draft like the API does, and shows the problems the API finds', async () => {
    const { user } = await openBuilder();
    const naam = field('Veld 1: Korte tekst ‘Naam’');
    await user.click(naam.getByRole('button', { name: 'Veld ‘Naam’ bewerken' }));
    const key = await naam.findByLabelText('Sleutel');
    await user.clear(key);
    await user.type(key, '1naam');
    await user.click(screen.getByRole('button', { name: 'Concept opslaan' }));
    await waitFor(() => expect(key).toHaveFocus());
    expect(key).toHaveAttribute('aria-invalid', 'true');
    expect(key).toHaveAccessibleDescription(
      expect.stringContaining('Begin met een kleine letter;') as string,
    );
    expect(writes()).toEqual([]);

    await user.clear(key);
    await user.type(key, 'naam');
    api.answer(`PUT ${formUrl}/draft`, {
      status: 400,
      body: {
        error: {
          code: 'validation_failed',
          message: 'The draft is not valid.',
          details: {
            problems: [
              { path: 'fields[1].options[0].value', message: 'value is taken' },
              { path: 'fields', message: 'field keys must be unique' },
            ],
          },
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Concept opslaan' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Het concept is niet opgeslagen');
    const optionValue = field('Optie 1').getByLabelText('Waarde');
    await waitFor(() => expect(optionValue).toHaveFocus());
    expect(optionValue).toHaveAccessibleDescription(
      expect.stringContaining('Deze waarde werd niet geaccepteerd.') as string,
    );
    expect(
      screen.getByText('Een deel van het concept werd niet geaccepteerd. Controleer de velden.'),
    ).toBeInTheDocument();
  });

  it('publishes the draft as a frozen version after a confirmation, once it is saved', async () => {
    const { user } = await openBuilder();
    expect(screen.getByText(/Een gepubliceerde versie ligt vast/)).toBeInTheDocument();
    const publish = screen.getByRole('button', { name: 'Publiceren als versie 3' });

    await user.type(screen.getByLabelText('Inleiding (Engels)'), 'Sign up.');
    await waitFor(() => expect(publish).toHaveAttribute('aria-disabled', 'true'));
    expect(publish).toHaveAccessibleDescription(
      'Sla eerst de wijzigingen in het concept op; daarna kunt u publiceren.',
    );
    await user.click(publish);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.clear(screen.getByLabelText('Inleiding (Engels)'));
    await waitFor(() => expect(publish).not.toHaveAttribute('aria-disabled'));

    const published = testForm({
      hasDraft: false,
      versions: [
        ...testForm().versions,
        { version: 3, publishedOn: '2026-05-01T09:00:00.000Z', submissionCount: 0 },
      ],
    });
    api.answer(`POST ${formUrl}/versions`, { status: 201, body: published });
    await user.click(publish);
    const dialog = within(await screen.findByRole('dialog', { name: 'Versie 3 publiceren?' }));
    expect(dialog.getByText(/Die versie ligt daarna vast/)).toBeInTheDocument();
    api.answer(`GET ${formUrl}`, { status: 200, body: published });
    await user.click(dialog.getByRole('button', { name: 'Versie 3 publiceren' }));
    await screen.findByText(
      'Het concept is gelijk aan versie 3. Er is niets nieuws om te publiceren.',
    );
    expect(writes().map((request) => `${request.method} ${request.url}`)).toEqual([
      `POST ${formUrl}/versions`,
    ]);
    expect(screen.queryByRole('button', { name: 'Concept weggooien' })).toBeNull();
  });

  it('discards the draft after a confirmation and shows the newest version again', async () => {
    const { user } = await openBuilder();
    await user.click(screen.getByRole('button', { name: 'Concept weggooien' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Concept weggooien?' }));
    expect(dialog.getByText(/Alle wijzigingen sinds versie 2 gaan verloren/)).toBeInTheDocument();
    const restored = testForm({
      hasDraft: false,
      draft: { ...testContent, title: { nl: 'Aanmelding 2026', en: '' } },
    });
    api.answer(`DELETE ${formUrl}/draft`, { status: 200, body: restored });
    api.answer(`GET ${formUrl}`, { status: 200, body: restored });
    await user.click(dialog.getByRole('button', { name: 'Concept weggooien' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Titel (Nederlands)')).toHaveValue('Aanmelding 2026'),
    );
    expect(writes().map((request) => `${request.method} ${request.url}`)).toEqual([
      `DELETE ${formUrl}/draft`,
    ]);
  });

  it('saves Custom opening dates (Dutch time) and the Roles access level with its roles', async () => {
    const { user } = await openBuilder();
    await user.click(screen.getByLabelText('Tussen twee momenten'));
    const opens = await screen.findByLabelText('Open vanaf');
    await user.type(opens, '2030-04-01T17:30');
    await user.type(screen.getByLabelText('Gesloten vanaf'), '2030-03-01T09:00');
    await user.click(screen.getByLabelText('Gebruikers met een van de gekozen rollen'));
    await user.click(await screen.findByLabelText('Leden'));
    await user.click(screen.getByLabelText('Mailen'));
    await user.type(
      await screen.findByLabelText('E-mailadressen voor meldingen'),
      'secretariaat@example.org{Enter} bestuur@example.org',
    );
    await user.clear(screen.getByLabelText('Bewaartermijn in dagen'));
    await user.click(screen.getByLabelText('Stuur een ingelogde inzender een kopie'));
    await user.click(screen.getByLabelText('Goedgekeurde inzendingen publiceren'));
    await user.selectOptions(await screen.findByLabelText('Lijst'), 'Ideeën op ‘Buurt’');
    await user.selectOptions(screen.getByLabelText('Titel van het item'), 'Naam');
    const shown = within(screen.getByRole('group', { name: /^Antwoorden die op de site komen/ }));
    await user.click(shown.getByLabelText('Kleur'));
    await user.click(shown.getByLabelText('Naam'));
    await user.click(screen.getByRole('button', { name: 'Instellingen opslaan' }));

    const closes = screen.getByLabelText('Gesloten vanaf');
    await waitFor(() => expect(closes).toHaveFocus());
    expect(closes).toHaveAccessibleDescription(
      expect.stringContaining(
        'Het formulier moet sluiten na het moment dat het opengaat.',
      ) as string,
    );
    expect(writes()).toEqual([]);

    await user.clear(closes);
    await user.type(closes, '2030-04-01T17:30');
    await user.clear(opens);
    await user.type(opens, '2030-03-01T09:00');
    api.answer(`PUT ${formUrl}/settings`, { status: 200, body: testForm() });
    await user.click(screen.getByRole('button', { name: 'Instellingen opslaan' }));
    await waitFor(() => expect(lastWrite(`PUT ${formUrl}/settings`)).toBeDefined());
    expect(JSON.parse(lastWrite(`PUT ${formUrl}/settings`)!.body)).toEqual({
      openMode: 'Custom',
      openDate: '2030-03-01T08:00:00.000Z',
      closeDate: '2030-04-01T15:30:00.000Z',
      accessLevel: 'Roles',
      roleIds: [roles[0]!.guid],
      actions: ['Save', 'Notify'],
      notifyAddresses: ['secretariaat@example.org', 'bestuur@example.org'],
      retentionDays: null,
      confirmToSubmitter: true,
      publication: {
        listBlockGuid: listBlock.guid,
        titleField: 'naam',
        shownFields: ['kleur', 'naam'],
      },
    } satisfies FormSettings);
  });
});
