// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { InvitationSent, OutboxMail, Paged, Role } from '@plein/api-client';
import type { FakeApi } from '../../test-support/fake-api';
import { setUpFakeApi } from '../../test-support/set-up-fake-api';
import { AdminOutboxScreen } from './admin-outbox-screen';
import { InviteUserForm } from './invite-user-form';
import { renderAdmin } from './shared/test-harness';

let api: FakeApi;
setUpFakeApi((started) => (api = started));

const invitationText =
  'U bent uitgenodigd voor Plein Demo: http://localhost/invitation/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const outbox: Paged<OutboxMail> = {
  items: [
    {
      guid: '3f2c0000-0000-4000-8000-000000000001',
      kind: 'invitation',
      to: 'nieuw@example.org',
      subject: 'Uitnodiging voor Plein Demo',
      redacted: false,
      text: invitationText,
      html: '',
      createdAt: '2026-11-28T10:15:00.000Z',
    },
    {
      guid: '3f2c0000-0000-4000-8000-000000000002',
      kind: 'passwordReset',
      to: 'iemand@example.org',
      subject: 'Wachtwoord herstellen',
      redacted: true,
      text: '',
      html: '',
      createdAt: '2026-11-28T09:00:00.000Z',
    },
  ],
  total: 2,
  page: 1,
  pageSize: 20,
};

describe('the outgoing mail screen', () => {
  it('shows each queued mail, with the text of invitations and none of codes for others', async () => {
    api.answer('GET /api/admin/outbox', { status: 200, body: outbox });
    await renderAdmin(<AdminOutboxScreen />, { store: api.store(), path: '/admin/users/outbox' });
    const main = within(await screen.findByRole('main'));
    expect(main.getByRole('heading', { level: 1, name: 'Uitgaande mail' })).toBeTruthy();
    const invitation = await main.findByRole('article', { name: 'Uitnodiging voor Plein Demo' });
    expect(within(invitation).getByText('nieuw@example.org')).toBeTruthy();
    expect(within(invitation).getByText('Uitnodiging')).toBeTruthy();
    expect(invitation.textContent).toContain(invitationText);
    const reset = main.getByRole('article', { name: 'Wachtwoord herstellen' });
    expect(reset.textContent).toContain('de inhoud is afgeschermd');
    expect(main.getByRole('status').textContent).toBe('2 mails');
  });

  it('says when nothing waits', async () => {
    api.answer('GET /api/admin/outbox', {
      status: 200,
      body: { items: [], total: 0, page: 1, pageSize: 20 },
    });
    await renderAdmin(<AdminOutboxScreen />, { store: api.store(), path: '/admin/users/outbox' });
    expect(await screen.findByText('Er staat geen mail in de wachtrij.')).toBeTruthy();
  });
});

describe('inviting without a mail server', () => {
  it('says the invitation was not sent and where to find it, instead of "sent"', async () => {
    const sent: InvitationSent = {
      guid: '3f2c0000-0000-4000-8000-000000000003',
      email: 'nieuw@example.org',
      roleIds: [],
      isAdmin: false,
      isContentManager: false,
      state: 'Open',
      createdAt: '2026-11-28T10:15:00.000Z',
      expiresAt: '2026-12-05T10:15:00.000Z',
      mail: 'queued',
    };
    api.answer('POST /api/userinvitations', { status: 201, body: sent });
    const user = userEvent.setup();
    const roles: Role[] = [];
    await renderAdmin(<InviteUserForm roles={roles} />, {
      store: api.store(),
      path: '/admin/users',
    });
    const form = within(await screen.findByRole('region', { name: 'Iemand uitnodigen' }));
    await user.type(form.getByLabelText('E-mailadres'), 'nieuw@example.org');
    await user.click(form.getByRole('button', { name: 'Uitnodiging versturen' }));
    const toasts = screen.getByRole('status', { name: 'Meldingen' });
    await within(toasts).findByText(
      'De uitnodiging voor nieuw@example.org is aangemaakt, maar niet verstuurd: er is geen mailserver ingesteld. Geef de link zelf door; u vindt hem bij Uitgaande mail.',
    );
    expect(toasts.textContent).not.toContain('verstuurd.');
  });
});
