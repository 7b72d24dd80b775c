// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeApi, testUser } from '../../test-support/fake-api';
import { renderAdmin } from '../admin/shared/test-harness';
import { SecuritySection } from './security-section';

let api: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
afterEach(cleanup);
beforeEach(() => {
  api.reset();
  api.answer('GET /api/auth/sessions', { status: 200, body: [] });
});

const user = testUser({ email: 'lid@example.org', emailVerified: false });

async function open(language: 'nl' | 'en' = 'nl') {
  const events = userEvent.setup();
  await renderAdmin(<SecuritySection user={user} />, { store: api.store(), language });
  return events;
}

describe('mail from account/security', () => {
  it('says a reset mail is on its way when the installation sends mail', async () => {
    api.answer('POST /api/auth/password-reset', { status: 200, body: { mail: 'sent' } });
    const events = await open();
    await events.click(screen.getByRole('button', { name: 'Stuur mij een herstelmail' }));
    expect(await screen.findByText('De e-mail is onderweg. De link werkt een uur.')).toBeVisible();
  });

  it('never says "sent" of mail that waits in the outbox (no mail server)', async () => {
    api.answer('POST /api/auth/password-reset', { status: 200, body: { mail: 'queued' } });
    api.answer('POST /api/accountverification:send', {
      status: 200,
      body: { result: 'Sent', mail: 'queued' },
    });
    const events = await open('en');
    await events.click(screen.getByRole('button', { name: 'Send me a reset e-mail' }));
    expect(
      await screen.findByText(/^The e-mail is ready but is not sent: this site has no mail server/),
    ).toBeVisible();
    const verification = screen.getByRole('region', { name: 'E-mail address' });
    await events.click(within(verification).getByRole('button', { name: /confirmation e-mail/i }));
    expect(
      await within(verification).findByText(/^The confirmation e-mail is ready but is not sent/),
    ).toBeVisible();
    expect(screen.queryByText(/has been sent|on its way/)).toBeNull();
  });
});
