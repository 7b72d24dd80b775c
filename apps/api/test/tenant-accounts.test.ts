import type { InvitationStatus, OutboxMail, Paged } from '@plein/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as accountsPerTenant from '../src/db/migrations/202611240001_accounts_per_tenant';
import * as emailChanges from '../src/db/migrations/202612030001_email_changes';
import { Browser, addUser, admin } from './helpers/identity';
import { waitForStoredMails } from './helpers/outbox';
import { testApp } from './helpers/test-app';
import { openTestDatabase } from './helpers/test-database';
import type { TestDatabase } from './helpers/test-database';

// Decision 0010: accounts belong to one tenant; no tenant's admin reaches another's credentials.
let db: TestDatabase;
let app: ReturnType<typeof testApp>['app'];
/** The admin of the 127.0.0.1 tenant: the attacker of these tests. */
let attacker: Browser;
const victim = { email: 'slachtoffer@example.org', password: 'het eigen wachtwoord' };

beforeAll(async () => {
  db = await openTestDatabase({ seeded: true });
  await addUser(db.knex, { ...victim, isAdmin: true });
  app = testApp(db).app;
  attacker = new Browser(app, '127.0.0.1');
  await attacker.signIn(admin.email, admin.password);
});
afterAll(() => db.close());

/** The oldest of the mails to `to` on `host`, once `count` are there. */
async function waitForMails(host: string, to: string, count: number) {
  return (await waitForStoredMails(db.knex, { host, to }, count)).reverse();
}

/** Signs in on `host`; answers the status. */
async function loginStatus(host: string, email: string, password: string) {
  const browser = new Browser(app, host);
  await browser.prime();
  return (await browser.post('/api/auth/login', { email, password })).status;
}

describe('cross-tenant account takeover', () => {
  it('an invitation on B for an address of A makes a separate account on B; A is untouched', async () => {
    await attacker.post('/api/userinvitations', { email: victim.email });
    const [mail] = await waitForMails('127.0.0.1', victim.email, 1);
    const code = /\/invitation\/([\w-]{43})/.exec(mail!.text)![1]!;

    const stranger = new Browser(app, '127.0.0.1');
    const status = (await stranger.get(`/api/userinvitation:status/${code}`))
      .body as InvitationStatus;
    expect(status.accountExists).toBe(false);
    await stranger.prime();
    const accepted = await stranger.post('/api/userinvitation:accept', {
      code,
      password: 'gekozen door de aanvaller',
    });
    expect(accepted.body).toEqual({ success: true });

    expect(await loginStatus('localhost', victim.email, 'gekozen door de aanvaller')).toBe(401);
    expect(await loginStatus('localhost', victim.email, victim.password)).toBe(200);
  });

  it('a reset asked on B reaches only B’s account, and B’s admin cannot read its code', async () => {
    const member = { email: 'op-beide@example.org', password: 'wachtwoord op A!' };
    await addUser(db.knex, { ...member, host: 'localhost' });
    await addUser(db.knex, { ...member, host: '127.0.0.1', password: 'wachtwoord op B!' });
    const anonymous = new Browser(app, '127.0.0.1');
    await anonymous.prime();
    expect((await anonymous.post('/api/auth/password-reset', { email: member.email })).status).toBe(
      200,
    );
    const [stored] = await waitForMails('127.0.0.1', member.email, 1);
    expect(stored!.kind).toBe('passwordReset');

    const outbox = (await attacker.get('/api/admin/outbox?pageSize=100')).body as Paged<OutboxMail>;
    const shown = outbox.items.find((mail) => mail.to === member.email)!;
    expect(shown).toMatchObject({ kind: 'passwordReset', redacted: true, text: '', html: '' });
    expect(JSON.stringify(outbox)).not.toMatch(/reset-password\/[\w-]{43}/);

    // The owner (who reads the mail) confirms it: only B's password changes.
    const code = /\/reset-password\/([\w-]{43})/.exec(stored!.text)![1]!;
    const confirm = await anonymous.post('/api/auth/password-reset:confirm', {
      code,
      password: 'nieuw wachtwoord op B',
    });
    expect(confirm.status).toBe(204);
    expect(await loginStatus('127.0.0.1', member.email, 'nieuw wachtwoord op B')).toBe(200);
    expect(await loginStatus('localhost', member.email, 'nieuw wachtwoord op B')).toBe(401);
    expect(await loginStatus('localhost', member.email, member.password)).toBe(200);
  });

  it('a code of one tenant does nothing on another', async () => {
    const anonymous = new Browser(app, '127.0.0.1');
    await anonymous.prime();
    await anonymous.post('/api/auth/password-reset', { email: admin.email });
    const [stored] = await waitForMails('127.0.0.1', admin.email, 1);
    const code = /\/reset-password\/([\w-]{43})/.exec(stored!.text)![1]!;
    const onA = new Browser(app, 'localhost');
    await onA.prime();
    const res = await onA.post('/api/auth/password-reset:confirm', {
      code,
      password: 'overgenomen wachtwoord',
    });
    expect(res.status).toBe(400);
    expect(await loginStatus('localhost', admin.email, admin.password)).toBe(200);
  });
});

describe('links in mail', () => {
  it('use the tenant’s own host name, never the request’s Host header', async () => {
    const forged = new Browser(app, 'localhost:1@evil.example');
    await forged.prime();
    const res = await forged.post('/api/auth/password-reset', { email: victim.email });
    expect(res.status).toBe(200);
    const [mail] = await waitForMails('localhost', victim.email, 1);
    expect(mail!.text).toMatch(/^http:\/\/localhost\/reset-password\/[\w-]{43}$/m);
    expect(mail!.text).not.toContain('evil.example');
  });

  it('use the primary domain when the tenant has one, with the configured origin', async () => {
    const tenantId = await db
      .knex('platform_hosts')
      .where({ host: '127.0.0.1' })
      .first<{ platform_id: number }>('platform_id');
    await db
      .knex('platform_hosts')
      .insert({ host: 'www.b.example', platform_id: tenantId.platform_id });
    await db
      .knex('platform_setting_values')
      .insert({
        platform_id: tenantId.platform_id,
        key: 'primaryDomain',
        value: JSON.stringify('www.b.example'),
      })
      .onConflict(['platform_id', 'key'])
      .merge();
    const configured = testApp(db, {
      config: { trustProxy: false, publicOrigin: 'https://{host}:8443' },
    }).app;
    const b = new Browser(configured, '127.0.0.1');
    await b.signIn(admin.email, admin.password);
    expect((await b.post('/api/userinvitations', { email: 'b@example.org' })).status).toBe(201);
    const [mail] = await waitForMails('127.0.0.1', 'b@example.org', 1);
    expect(mail!.text).toMatch(/^https:\/\/www\.b\.example:8443\/invitation\/[\w-]{43}$/m);
  });
});

describe('sign-in rate limit', () => {
  it('checks at most 5 passwords of one account however many attempts arrive at once', async () => {
    const target = { email: 'doelwit@example.org', password: 'het juiste wachtwoord' };
    await addUser(db.knex, target);
    const browsers = await Promise.all(
      Array.from({ length: 25 }, async () => {
        const browser = new Browser(app);
        await browser.prime();
        return browser;
      }),
    );
    // 24 wrong guesses and the right password, all at once.
    const statuses = await Promise.all(
      browsers.map((browser, index) =>
        browser
          .post('/api/auth/login', {
            email: target.email,
            password: index === 24 ? target.password : `fout ${index} wachtwoord`,
          })
          .then((res) => res.status),
      ),
    );
    const checked = statuses.filter((status) => status !== 429);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(20);
  });
});

describe('migration to accounts per tenant', () => {
  it('splits an account that was a member of two tenants, codes and all', async () => {
    const fresh = await openTestDatabase();
    try {
      const { knex } = fresh;
      // Later tables that reference accounts per tenant go first, as a rollback would.
      await emailChanges.down(knex);
      await accountsPerTenant.down(knex);
      const [a, b] = await knex('platforms')
        .insert([{ name: 'A' }, { name: 'B' }])
        .returning<{ id: number }[]>('id');
      const [account] = await knex('accounts')
        .insert({ email: 'twee@example.org', password_hash: 'hash' })
        .returning<{ id: number }[]>('id');
      await knex('platform_memberships').insert([
        { account_id: account!.id, platform_id: a!.id },
        { account_id: account!.id, platform_id: b!.id },
      ]);
      const now = new Date();
      await knex('password_reset_codes').insert({
        platform_id: b!.id,
        account_id: account!.id,
        code_hash: 'code-b',
        created_at: now,
        expires_at: now,
      });
      await knex('accounts').insert({ email: 'wees@example.org', password_hash: 'hash' });

      await accountsPerTenant.up(knex);

      const accounts = await knex('accounts')
        .orderBy('platform_id')
        .select<{ id: number; platform_id: number; email: string }[]>('id', 'platform_id', 'email');
      expect(accounts.map((row) => [row.platform_id, row.email])).toEqual([
        [a!.id, 'twee@example.org'],
        [b!.id, 'twee@example.org'],
      ]);
      const onB = accounts[1]!;
      const memberships = await knex('platform_memberships')
        .orderBy('platform_id')
        .pluck<number[]>('account_id');
      expect(memberships).toEqual([accounts[0]!.id, onB.id]);
      const code = await knex('password_reset_codes').first<{ account_id: number }>('account_id');
      expect(code.account_id).toBe(onB.id);
    } finally {
      await fresh.close();
    }
  });
});
