// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FakeApi } from '../../test-support/fake-api';
import { setUpFakeApi } from '../../test-support/set-up-fake-api';
import { renderAdmin } from '../admin/shared/test-harness';
import { ConfirmEmailScreen } from './confirm-email-screen';

const patient = { timeout: 15_000 };
const confirmRoute = 'POST /api/auth/email:confirm';
const code = 'c'.repeat(43);

let api: FakeApi;
setUpFakeApi((started) => (api = started));

const confirms = () => api.requests.filter((r) => `${r.method} ${r.url}` === confirmRoute);

async function confirmLink() {
  const user = userEvent.setup();
  const before = confirms().length;
  await renderAdmin(<ConfirmEmailScreen />, {
    store: api.store(),
    path: `/confirm-email/${code}`,
    pattern: '/confirm-email/:code',
  });
  // Nothing is sent until the owner clicks: a mail scanner opening the link uses nothing up.
  expect(confirms()).toHaveLength(before);
  await user.click(screen.getByRole('button', { name: 'E-mailadres bevestigen' }));
}

describe('confirming a new e-mail address', () => {
  it('sends the code from the link on a click and says which address is used now', async () => {
    api.answer(confirmRoute, { status: 200, body: { email: 'nieuw@example.org' } });
    await confirmLink();
    expect(
      await screen.findByText('Klaar: u logt voortaan in met nieuw@example.org.', {}, patient),
    ).toBeInTheDocument();
    expect(confirms().map((r) => JSON.parse(r.body) as unknown)).toEqual([{ code }]);
    expect(screen.getByRole('link', { name: 'Mijn account' })).toHaveAttribute(
      'href',
      '/account/security',
    );
  });

  it('says when the link has expired, and when the address was taken meanwhile', async () => {
    api.answer(confirmRoute, {
      status: 410,
      body: { error: { code: 'code_expired', message: 'Expired.' } },
    });
    await confirmLink();
    expect(await screen.findByText(/Deze link is verlopen/, {}, patient)).toBeInTheDocument();
    cleanup();
    api.answer(confirmRoute, {
      status: 409,
      body: { error: { code: 'email_taken', message: 'Taken.' } },
    });
    await confirmLink();
    expect(await screen.findByText(/Uw adres is niet gewijzigd/, {}, patient)).toBeInTheDocument();
  });
});
