import type {
  AdminUserDetail,
  ApiErrorBody,
  ApplicationUser,
  InvitationSent,
  InvitationStatus,
  InvitationSummary,
  OutboxMail,
  Paged,
  Role,
} from '@plein/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, addUser, admin, testClock } from './helpers/identity';
import { startSmtpServer } from './helpers/smtp';
import type { TestSmtpServer } from './helpers/smtp';
import { testApp } from './helpers/test-app';
import { openTestDatabase } from './helpers/test-database';
import type { TestDatabase } from './helpers/test-database';

let db: TestDatabase;
let smtp: TestSmtpServer;
const clock = testClock();
let adminBrowser: Browser;
let role: Role;

beforeAll(async () => {
  db = await openTestDatabase({ seeded: true });
  await addUser(db.knex, { email: 'gewoon@example.org', password: 'een goed wachtwoord' });
  smtp = await startSmtpServer();
  const { app } = testApp(db, {
    config: { trustProxy: false, smtpUrl: smtp.url, mailFrom: 'site@plein.test' },
    identity: { now: clock.now },
  });
  adminBrowser = new Browser(app);
  await adminBrowser.signIn(admin.email, admin.password);
  role = (await adminBrowser.post('/api/roles', { name: 'Redactie' })).body as Role;
});
afterAll(async () => {
  await smtp.close();
  await db.close();
});

/** Invites `email` and answers the code from the mail's link. */
async function invite(email: string, roleIds: string[] = []): Promise<string> {
  const before = smtp.mails.length;
  const res = await adminBrowser.post('/api/userinvitations', { email, roleIds });
  expect(res.status).toBe(201);
  expect((res.body as InvitationSent).mail).toBe('sent');
  const [mail] = (await smtp.waitFor(before + 1)).slice(before);
  const match = /http:\/\/localhost\/invitation\/([\w-]{43})/.exec(mail!.text);
  expect(match).not.toBeNull();
  return match![1]!;
}

describe('invitations', () => {
  it('mails a working /invitation/{code} link on the tenant’s host; accepting creates the account', async () => {
    const code = await invite('nieuw@example.org', [role.guid]);
    const mail = smtp.mails.at(-1)!;
    expect(mail.to).toEqual(['nieuw@example.org']);
    expect(mail.from).toBe('site@plein.test');
    expect(mail.text).toContain('Plein Demo');

    const invitee = new Browser(adminBrowser.app);
    const status = await invitee.get(`/api/userinvitation:status/${code}`);
    expect(status.headers['cache-control']).toBe('private, no-store');
    expect(status.body).toMatchObject({
      state: 'Open',
      email: 'nieuw@example.org',
      accountExists: false,
      platformName: 'Plein Demo',
    } satisfies Partial<InvitationStatus>);

    await invitee.prime();
    const noPassword = await invitee.post('/api/userinvitation:accept', { code });
    expect(noPassword.body).toEqual({ success: false });
    const accepted = await invitee.post('/api/userinvitation:accept', {
      code,
      password: 'mijn nieuwe wachtwoord',
      firstName: 'Nina',
    });
    expect(accepted.body).toEqual({ success: true });

    await invitee.signIn('nieuw@example.org', 'mijn nieuwe wachtwoord');
    const me = (await invitee.get('/api/profiles:loggedIn')).body as ApplicationUser;
    expect(me).toMatchObject({ firstName: 'Nina', roleIds: [role.guid], emailVerified: true });
    // Accepting the invitation made the account (enumeration a).
    const detail = (await adminBrowser.get(`/api/admin/users/${me.guid}`)).body as AdminUserDetail;
    expect(detail.origin).toBe('Verification');
    expect(
      ((await invitee.get(`/api/userinvitation:status/${code}`)).body as InvitationStatus).state,
    ).toBe('Accepted');
  });

  it('refuses a reused code', async () => {
    const code = await invite('twee@example.org');
    const invitee = new Browser(adminBrowser.app);
    await invitee.prime();
    const body = { code, password: 'mijn nieuwe wachtwoord' };
    expect((await invitee.post('/api/userinvitation:accept', body)).body).toEqual({
      success: true,
    });
    expect((await invitee.post('/api/userinvitation:accept', body)).body).toEqual({
      success: false,
    });
  });

  it('refuses an expired code', async () => {
    const code = await invite('laat@example.org');
    clock.advance(7 * 24 * 60 * 60_000 + 1);
    const invitee = new Browser(adminBrowser.app);
    expect(
      ((await invitee.get(`/api/userinvitation:status/${code}`)).body as InvitationStatus).state,
    ).toBe('Expired');
    await invitee.prime();
    const res = await invitee.post('/api/userinvitation:accept', {
      code,
      password: 'mijn nieuwe wachtwoord',
    });
    expect(res.body).toEqual({ success: false });
    // The admin's session did not survive the week either.
    await adminBrowser.signIn(admin.email, admin.password);
  });

  it('refuses another tenant’s code, and unknown codes', async () => {
    const code = await invite('elders@example.org');
    const invitee = new Browser(adminBrowser.app, '127.0.0.1');
    const status = await invitee.get(`/api/userinvitation:status/${code}`);
    expect(status.status).toBe(404);
    expect((status.body as ApiErrorBody).error.code).toBe('invitation_not_found');
    await invitee.prime();
    const body = { code, password: 'mijn nieuwe wachtwoord' };
    expect((await invitee.post('/api/userinvitation:accept', body)).body).toEqual({
      success: false,
    });
    const unknown = { code: 'x'.repeat(43), password: 'mijn nieuwe wachtwoord' };
    expect((await invitee.post('/api/userinvitation:accept', unknown)).body).toEqual({
      success: false,
    });
    const short = await invitee.post('/api/userinvitation:accept', { code, password: 'kort' });
    expect(short.status).toBe(400);
  });

  it('gives an address known on another tenant a separate account here (decision 0010)', async () => {
    await addUser(db.knex, {
      email: 'haven@example.org',
      host: '127.0.0.1',
      password: 'oud wachtwoord!!',
    });
    const code = await invite('haven@example.org');
    const invitee = new Browser(adminBrowser.app);
    expect(
      ((await invitee.get(`/api/userinvitation:status/${code}`)).body as InvitationStatus)
        .accountExists,
    ).toBe(false);
    await invitee.prime();
    expect((await invitee.post('/api/userinvitation:accept', { code })).body).toEqual({
      success: false,
    });
    const accepted = await invitee.post('/api/userinvitation:accept', {
      code,
      password: 'nieuw wachtwoord hier',
    });
    expect(accepted.body).toEqual({ success: true });
    await invitee.signIn('haven@example.org', 'nieuw wachtwoord hier');
    await new Browser(adminBrowser.app, '127.0.0.1').signIn(
      'haven@example.org',
      'oud wachtwoord!!',
    );
    const elsewhere = new Browser(adminBrowser.app, '127.0.0.1');
    await elsewhere.prime();
    const crossed = await elsewhere.post('/api/auth/login', {
      email: 'haven@example.org',
      password: 'nieuw wachtwoord hier',
    });
    expect(crossed.status).toBe(401);
  });

  it('resending replaces the code; only admins invite, list and resend', async () => {
    const old = await invite('opnieuw@example.org');
    const list = (await adminBrowser.get('/api/userinvitations')).body as Paged<InvitationSummary>;
    const pending = list.items.find((item) => item.email === 'opnieuw@example.org')!;
    expect(pending.state).toBe('Open');
    const before = smtp.mails.length;
    expect((await adminBrowser.post(`/api/userinvitations/${pending.guid}:resend`)).status).toBe(
      200,
    );
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    const fresh = /\/invitation\/([\w-]{43})/.exec(mail!.text)![1]!;
    const invitee = new Browser(adminBrowser.app);
    expect((await invitee.get(`/api/userinvitation:status/${old}`)).status).toBe(404);
    expect((await invitee.get(`/api/userinvitation:status/${fresh}`)).status).toBe(200);

    const member = new Browser(adminBrowser.app);
    await member.signIn('gewoon@example.org', 'een goed wachtwoord');
    expect((await member.post('/api/userinvitations', { email: 'x@example.org' })).status).toBe(
      403,
    );
    expect((await member.get('/api/userinvitations')).status).toBe(403);
    expect((await member.post(`/api/userinvitations/${pending.guid}:resend`)).status).toBe(403);
    await invitee.prime();
    expect((await invitee.post('/api/userinvitations', { email: 'x@example.org' })).status).toBe(
      401,
    );
  });

  it('refuses to invite a member or with unknown roles', async () => {
    const member = await adminBrowser.post('/api/userinvitations', { email: 'gewoon@example.org' });
    expect((member.body as ApiErrorBody).error.code).toBe('already_member');
    const roles = await adminBrowser.post('/api/userinvitations', {
      email: 'rol@example.org',
      roleIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect((roles.body as ApiErrorBody).error.code).toBe('unknown_role');
  });
});

describe('outbox (no SMTP configured)', () => {
  it('keeps the mail in the outbox, readable by admins only', async () => {
    const { app } = testApp(db);
    const browser = new Browser(app);
    await browser.signIn(admin.email, admin.password);
    const invited = await browser.post('/api/userinvitations', { email: 'outbox@example.org' });
    // The screen must not say "sent": nobody receives a queued mail.
    expect((invited.body as InvitationSent).mail).toBe('queued');
    const resent = await browser.post(
      `/api/userinvitations/${(invited.body as InvitationSent).guid}:resend`,
    );
    expect((resent.body as InvitationSent).mail).toBe('queued');
    const outbox = (await browser.get('/api/admin/outbox')).body as Paged<OutboxMail>;
    expect(outbox.items[0]).toMatchObject({ to: 'outbox@example.org' });
    expect(outbox.items[0]!.text).toMatch(/http:\/\/localhost\/invitation\/[\w-]{43}/);
    const other = new Browser(app, '127.0.0.1');
    await other.signIn(admin.email, admin.password);
    expect(((await other.get('/api/admin/outbox')).body as Paged<OutboxMail>).total).toBe(0);
    const member = new Browser(app);
    await member.signIn('gewoon@example.org', 'een goed wachtwoord');
    expect((await member.get('/api/admin/outbox')).status).toBe(403);
  });
});
