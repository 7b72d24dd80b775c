// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FakeApi } from '../../test-support/fake-api';
import { setUpFakeApi } from '../../test-support/set-up-fake-api';
import { renderAdmin } from '../admin/shared/test-harness';
import { ChangePasswordForm } from './change-password-form';

/** Room for a busy machine (the default wait is 1 s). */
const patient = { timeout: 15_000 };
const changeRoute = 'POST /api/auth/password:change';
const current = 'mijn-huidige-wachtwoord';
const next = 'paarse olifanten dansen zelden op dinsdag';

let api: FakeApi;
setUpFakeApi((started) => (api = started));

const changes = () =>
  api.requests
    .filter((request) => `${request.method} ${request.url}` === changeRoute)
    .map((request) => JSON.parse(request.body) as unknown);

/** Renders the form, fills it in (Dutch) and submits it. */
async function submit(newPassword = next, language: 'nl' | 'en' = 'nl') {
  const events = userEvent.setup();
  await renderAdmin(<ChangePasswordForm />, { store: api.store(), language });
  const labels =
    language === 'nl'
      ? ['Huidig wachtwoord', 'Nieuw wachtwoord', 'Herhaal het nieuwe wachtwoord']
      : ['Current password', 'New password', 'Repeat the new password'];
  const [currentField, newField, repeatField] = labels.map((label) =>
    screen.getByLabelText(label),
  ) as [HTMLInputElement, HTMLInputElement, HTMLInputElement];
  await events.type(currentField, current);
  await events.type(newField, newPassword);
  await events.type(repeatField, newPassword);
  await events.click(
    screen.getByRole('button', {
      name: language === 'nl' ? 'Wachtwoord wijzigen' : 'Change password',
    }),
  );
  return { currentField, newField, repeatField };
}

describe('changing the password on account/security', () => {
  it('has the browser’s autocomplete hints for the current and the new password', async () => {
    await renderAdmin(<ChangePasswordForm />, { store: api.store() });
    expect(screen.getByLabelText('Huidig wachtwoord').getAttribute('autocomplete')).toBe(
      'current-password',
    );
    expect(screen.getByLabelText('Nieuw wachtwoord').getAttribute('autocomplete')).toBe(
      'new-password',
    );
    expect(
      screen.getByLabelText('Herhaal het nieuwe wachtwoord').getAttribute('autocomplete'),
    ).toBe('new-password');
  });

  it('says so in a status message, clears the fields and mentions the other sessions', async () => {
    api.answer(changeRoute, { status: 204 });
    const { currentField, newField, repeatField } = await submit();
    const status = await screen.findByText(
      'Uw wachtwoord is gewijzigd. Op alle andere apparaten bent u nu uitgelogd.',
      {},
      patient,
    );
    expect(status.closest('[role="status"]')).not.toBeNull();
    expect(changes()).toEqual([{ currentPassword: current, newPassword: next }]);
    expect([currentField.value, newField.value, repeatField.value]).toEqual(['', '', '']);
  });

  it('shows a password the API finds too easy to guess at the new password and moves focus there', async () => {
    api.answer(changeRoute, {
      status: 400,
      body: { error: { code: 'weak_password', message: 'Too easy to guess.' } },
    });
    const { newField } = await submit('wachtwoord1234');
    const message = await screen.findByText(
      'Dit wachtwoord is te gemakkelijk te raden. Kies een langere zin, of woorden die niet vaak samen voorkomen.',
      {},
      patient,
    );
    expect(newField.getAttribute('aria-invalid')).toBe('true');
    expect(newField.getAttribute('aria-describedby')).toContain(message.id);
    await waitFor(() => expect(document.activeElement).toBe(newField), patient);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the message in English too', async () => {
    api.answer(changeRoute, {
      status: 400,
      body: { error: { code: 'weak_password', message: 'Too easy to guess.' } },
    });
    await submit('wachtwoord1234', 'en');
    expect(
      await screen.findByText(
        'This password is too easy to guess. Choose a longer sentence, or words that rarely go together.',
        {},
        patient,
      ),
    ).toBeTruthy();
  });

  it('shows a wrong current password at that field', async () => {
    api.answer(changeRoute, {
      status: 400,
      body: { error: { code: 'wrong_password', message: 'The current password is wrong.' } },
    });
    const { currentField } = await submit();
    await screen.findByText('Dit is niet uw huidige wachtwoord.', {}, patient);
    expect(currentField.getAttribute('aria-invalid')).toBe('true');
  });

  it('asks to wait after too many wrong passwords', async () => {
    api.answer(changeRoute, {
      status: 429,
      body: { error: { code: 'too_many_attempts', message: 'Too many wrong passwords.' } },
    });
    await submit();
    const alert = await screen.findByRole('alert', {}, patient);
    expect(alert.textContent).toBe(
      'Te vaak een verkeerd wachtwoord ingevuld. Wacht een kwartier en probeer het opnieuw.',
    );
  });

  it('checks the fields before asking the API', async () => {
    const { newField } = await submit('kort');
    await screen.findByText('Een wachtwoord heeft 12 tot 128 tekens.', {}, patient);
    expect(newField.getAttribute('aria-invalid')).toBe('true');
    expect(changes()).toEqual([]);
  });
});
