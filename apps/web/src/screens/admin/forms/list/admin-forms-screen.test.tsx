// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeApi } from '../../../../test-support/fake-api';
import { installDialogMethods } from '../../shared/test-harness';
import { renderFormScreen, testForm, testSummary } from '../shared/test-screen';
import { AdminFormsScreen } from './admin-forms-screen';

let api: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  installDialogMethods();
  api = await startFakeApi();
});
afterAll(() => api.close());
afterEach(cleanup);

const survey = testSummary({
  guid: '5a0c1b2d-0000-4000-8000-00000000f002',
  title: { nl: 'Enquête', en: 'Survey' },
  openState: 'open-future',
  publishedVersion: null,
  hasDraft: true,
  submissionCount: 0,
});
const registration = testSummary({ openState: 'close-future' });

beforeEach(() => {
  api.reset();
  api.answer('GET /api/admin/forms', { status: 200, body: [survey, registration] });
});

async function openScreen() {
  const user = userEvent.setup();
  const view = await renderFormScreen(<AdminFormsScreen />, {
    store: api.store(),
    route: 'admin/forms',
    path: '/admin/forms',
  });
  const table = await screen.findByRole('table', { name: '2 formulieren' });
  return { user, view, table };
}

const writes = () => api.requests.filter((request) => request.method !== 'GET');

describe('the forms list', () => {
  it('shows each form with its state, version, changes, submissions and last change', async () => {
    const { table } = await openScreen();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Aanmelding',
      'Enquête',
    ]);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Sluit later');
    expect(first).toHaveTextContent('Versie 2');
    expect(first).toHaveTextContent('Niet-gepubliceerde wijzigingen');
    expect(first).toHaveTextContent('11');
    expect(first).toHaveTextContent('2 apr 2026, 11:00');
    expect(second).toHaveTextContent('Opent later');
    expect(second).toHaveTextContent('Niet gepubliceerd');
    expect(second).not.toHaveTextContent('Niet-gepubliceerde wijzigingen');
    expect(
      within(first).getByRole('link', { name: '‘Aanmelding’ bewerken' }).getAttribute('href'),
    ).toBe(`/admin/forms/view/${registration.guid}`);
    expect(
      within(first)
        .getByRole('link', { name: 'Inzendingen van ‘Aanmelding’' })
        .getAttribute('href'),
    ).toBe(`/admin/forms/${registration.guid}`);
    // jsdom cannot compute colours: contrast is checked in the browser test.
    const result = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('creates a form from a Dutch and an English title and opens its builder', async () => {
    const { user, view } = await openScreen();
    await user.click(screen.getByRole('button', { name: 'Nieuw formulier' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nieuw formulier' }));
    await user.click(dialog.getByRole('button', { name: 'Formulier maken' }));
    const dutch = dialog.getByLabelText('Titel (Nederlands)');
    await waitFor(() => expect(dutch).toHaveAttribute('aria-invalid', 'true'));
    expect(dutch).toHaveAccessibleDescription('Vul een Nederlandse titel in.');
    expect(dutch).toHaveFocus();
    expect(writes()).toEqual([]);
    const axeResult = await axe.run(screen.getByRole('dialog'), {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(axeResult.violations.map((violation) => violation.id)).toEqual([]);

    const created = testForm({ guid: '5a0c1b2d-0000-4000-8000-00000000f003' });
    api.answer('POST /api/admin/forms', { status: 201, body: created });
    await user.type(dutch, '  Vrijwilligers ');
    await user.type(dialog.getByLabelText('Titel (Engels)'), 'Volunteers');
    await user.click(dialog.getByRole('button', { name: 'Formulier maken' }));

    await waitFor(() =>
      expect(view.router.state.location.pathname).toBe(`/admin/forms/view/${created.guid}`),
    );
    expect(writes().map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /api/admin/forms',
    ]);
    expect(JSON.parse(writes()[0]!.body)).toEqual({
      title: { nl: 'Vrijwilligers', en: 'Volunteers' },
    });
  });

  it('deletes a form after a confirmation that names what goes with it', async () => {
    const { user, table } = await openScreen();
    await user.click(within(table).getByRole('button', { name: '‘Aanmelding’ verwijderen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Formulier verwijderen?' }));
    expect(dialog.getByText(/ook de 11 inzendingen/)).toBeTruthy();
    api.answer(`DELETE /api/admin/forms/${registration.guid}`, { status: 204 });
    api.answer('GET /api/admin/forms', { status: 200, body: [survey] });
    await user.click(dialog.getByRole('button', { name: 'Verwijderen' }));
    await screen.findByRole('table', { name: '1 formulier' });
    expect(writes().map((request) => `${request.method} ${request.url}`)).toEqual([
      `DELETE /api/admin/forms/${registration.guid}`,
    ]);
  });
});
