// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FakeApi } from '../../test-support/fake-api';
import { setUpFakeApi } from '../../test-support/set-up-fake-api';
import { renderAdmin } from '../admin/shared/test-harness';
import { PasswordResetConfirmScreen } from './password-reset-confirm-screen';

/** Room for a busy machine (the default wait is 1 s). */
const patient = { timeout: 15_000 };
const confirmRoute = 'POST /api/auth/password-reset:confirm';

let api: FakeApi;
setUpFakeApi((started) => (api = started));

async function choose(password: string) {
  const events = userEvent.setup();
  await renderAdmin(<PasswordResetConfirmScreen />, { store: api.store() });
  const field = screen.getByLabelText('Nieuw wachtwoord');
  await events.type(field, password);
  await events.type(screen.getByLabelText('Herhaal het nieuwe wachtwoord'), password);
  await events.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
  return field;
}

describe('choosing a new password with a reset code', () => {
  it('shows a password the API finds too easy to guess at the field, not as an invalid link', async () => {
    api.answer(confirmRoute, {
      status: 400,
      body: { error: { code: 'weak_password', message: 'Too easy to guess.' } },
    });
    const field = await choose('wachtwoord1234');
    await screen.findByText(
      'Dit wachtwoord is te gemakkelijk te raden. Kies een langere zin, of woorden die niet vaak samen voorkomen.',
      {},
      patient,
    );
    await waitFor(() => expect(document.activeElement).toBe(field), patient);
    expect(screen.queryByText('Deze link is ongeldig, al gebruikt of verlopen.')).toBeNull();
  });

  it('still says the link is not valid for a refused code', async () => {
    api.answer(confirmRoute, {
      status: 400,
      body: { error: { code: 'invalid_code', message: 'The code is unknown, used or expired.' } },
    });
    await choose('paarse olifanten dansen zelden');
    const alert = await screen.findByRole('alert', {}, patient);
    expect(alert.textContent).toContain('Deze link is ongeldig, al gebruikt of verlopen.');
  });
});
