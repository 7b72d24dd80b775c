// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FakeApi } from '../../test-support/fake-api';
import { setUpFakeApi } from '../../test-support/set-up-fake-api';
import { renderAdmin } from '../admin/shared/test-harness';
import { ChangeEmailForm } from './change-email-form';

/** Room for a busy machine (the default wait is 1 s). */
const patient = { timeout: 15_000 };
const changeRoute = 'POST /api/auth/email:change';

let api: FakeApi;
setUpFakeApi((started) => (api = started));

const sentBodies = () =>
  api.requests
    .filter((request) => `${request.method} ${request.url}` === changeRoute)
    .map((request) => JSON.parse(request.body) as unknown);

/** Renders the form, fills it in and submits it. */
async function submit(language: 'nl' | 'en' = 'nl', newEmail = 'nieuw@example.org') {
  const user = userEvent.setup();
  await renderAdmin(<ChangeEmailForm currentEmail="oud@example.org" />, {
    store: api.store(),
    language,
  });
  const [emailLabel, passwordLabel, submitLabel] =
    language === 'nl'
      ? ['Nieuw e-mailadres', 'Huidig wachtwoord', 'E-mailadres wijzigen']
      : ['New e-mail address', 'Current password', 'Change e-mail address'];
  const emailField = screen.getByLabelText(emailLabel);
  const passwordField = screen.getByLabelText(passwordLabel);
  await user.type(emailField, newEmail);
  await user.type(passwordField, 'mijn-huidige-wachtwoord');
  await user.click(screen.getByRole('button', { name: submitLabel }));
  return { emailField, passwordField };
}

describe('changing the e-mail address on account/security', () => {
  it('asks with the current password and says the address changes only when the link is opened', async () => {
    api.answer(changeRoute, { status: 200, body: { mail: 'sent' } });
    const { emailField } = await submit();
    expect(
      await screen.findByText(
        'We hebben een e-mail met een link gestuurd naar nieuw@example.org. Open die link binnen 24 uur; tot dan blijft uw adres oud@example.org.',
        {},
        patient,
      ),
    ).toBeInTheDocument();
    expect(sentBodies()).toEqual([
      { newEmail: 'nieuw@example.org', currentPassword: 'mijn-huidige-wachtwoord' },
    ]);
    expect(emailField).toHaveValue('');
    expect(emailField.getAttribute('autocomplete')).toBe('email');
  });

  it('says in English that the mail waits in the outbox when the site has no mail server', async () => {
    api.answer(changeRoute, { status: 200, body: { mail: 'queued' } });
    await submit('en');
    expect(
      await screen.findByText(
        /is ready but is not sent: this site has no mail server yet/,
        {},
        patient,
      ),
    ).toBeInTheDocument();
  });

  it('shows a taken address at its field and a wrong password at the password', async () => {
    api.answer(changeRoute, {
      status: 409,
      body: { error: { code: 'email_taken', message: 'Taken.' } },
    });
    const { emailField } = await submit();
    const taken = await screen.findByText(
      'Een ander account van deze site gebruikt dit adres al.',
      {},
      patient,
    );
    expect(emailField.getAttribute('aria-describedby')).toContain(taken.id);
    await waitFor(() => expect(document.activeElement).toBe(emailField), patient);

    cleanup();
    api.answer(changeRoute, {
      status: 400,
      body: { error: { code: 'wrong_password', message: 'Wrong.' } },
    });
    const { passwordField } = await submit();
    const wrong = await screen.findByText('Dit is niet uw huidige wachtwoord.', {}, patient);
    expect(passwordField.getAttribute('aria-describedby')).toContain(wrong.id);
  });

  it('checks the address before asking, and says when a mail was sent a moment ago', async () => {
    await submit('nl', 'geen-adres');
    expect(await screen.findByText(/geldig e-mailadres/, {}, patient)).toBeInTheDocument();
    expect(sentBodies()).toEqual([]);

    cleanup();
    api.answer(changeRoute, {
      status: 429,
      body: { error: { code: 'too_soon', message: 'Too soon.' } },
    });
    await submit();
    expect(await screen.findByRole('alert', {}, patient)).toHaveTextContent(
      'Er is net een e-mail verstuurd.',
    );
  });
});
