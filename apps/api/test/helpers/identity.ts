import { identityCookieName, xsrfCookieName, xsrfHeaderName } from '@plein/api-client';
import type { Express } from 'express';
import type { Knex } from 'knex';
import request from 'supertest';
import type { Response, Test } from 'supertest';
import { createAccountsRepository } from '../../src/modules/auth/accounts-repository';
import { hashPassword } from '../../src/modules/auth/secrets';
import { createMembershipsRepository } from '../../src/modules/profiles/repository';
import type { FlagsPatch, MembershipRecord } from '../../src/modules/profiles/repository';
import { createPlatformsRepository } from '../../src/modules/platforms/repository';

/** The seeded admin (see `seedDemo` with this password in the tests). */
export const admin = { email: 'admin@plein.test', password: 'correct horse battery' };

/** A clock the test moves by hand. */
export interface TestClock {
  now: () => Date;
  advance(ms: number): void;
}

/** A {@link TestClock} starting now. */
export function testClock(): TestClock {
  let time = Date.now();
  return { now: () => new Date(time), advance: (ms) => void (time += ms) };
}

const safe = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A browser in a test: keeps the cookies it is given, sends them back, and echoes the
 * XSRF cookie in `X-XSRF-TOKEN` on unsafe requests (unless told not to). `https` sends
 * `X-Forwarded-Proto: https`, as a TLS-terminating proxy would (the app must trust it).
 */
export class Browser {
  readonly cookies = new Map<string, string>();
  constructor(
    readonly app: Express,
    public host = 'localhost',
    readonly https = false,
  ) {}

  /** A request with this browser's cookies; `xsrf: false` leaves the header out. */
  send(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, xsrf = true): Test {
    const agent = request(this.app);
    const req = (
      method === 'GET'
        ? agent.get(path)
        : method === 'POST'
          ? agent.post(path)
          : method === 'PUT'
            ? agent.put(path)
            : agent.delete(path)
    ).set('Host', this.host);
    if (this.https) req.set('X-Forwarded-Proto', 'https');
    if (this.cookies.size > 0) {
      req.set('Cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    }
    const token = this.cookies.get(identityCookieName(xsrfCookieName, this.https));
    if (xsrf && token && !safe.has(method)) req.set(xsrfHeaderName, token);
    if (body !== undefined) req.send(body as object);
    return req.on('response', (res: Response) => this.keep(res));
  }

  get = (path: string) => this.send('GET', path);
  post = (path: string, body?: unknown) => this.send('POST', path, body);
  put = (path: string, body?: unknown) => this.send('PUT', path, body);
  delete = (path: string) => this.send('DELETE', path);

  /** Gets the XSRF cookie (any API answer carries it when the browser has none). */
  async prime(): Promise<void> {
    await this.get('/api/termsofuse');
  }

  /** Signs in; throws when that fails. */
  async signIn(email: string, password: string): Promise<void> {
    await this.prime();
    const res = await this.post('/api/auth/login', { email, password });
    if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.text}`);
  }

  private keep(res: Response): void {
    const raw = res.headers['set-cookie'] as unknown as string[] | undefined;
    for (const line of raw ?? []) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** Input of {@link addUser}. */
export interface TestUser extends FlagsPatch {
  email: string;
  password?: string;
  host?: string;
  firstName?: string;
}

/** Creates an account on the host's tenant and its membership there. */
export async function addUser(knex: Knex, user: TestUser): Promise<MembershipRecord> {
  const tenant = await createPlatformsRepository(knex).findByHost(user.host ?? 'localhost');
  if (!tenant) throw new Error(`no tenant at ${user.host}`);
  const passwordHash = await hashPassword(user.password ?? 'een goed wachtwoord');
  const account = await createAccountsRepository(knex).create(
    tenant,
    user.email,
    passwordHash,
    'Manual',
  );
  const memberships = createMembershipsRepository(knex);
  const created = await memberships.create(tenant, {
    accountId: account.id,
    firstName: user.firstName ?? 'Test',
  });
  const { email: _e, password: _p, host: _h, firstName: _f, ...flags } = user;
  if (Object.keys(flags).length > 0) await memberships.updateFlags(tenant, created.id, flags);
  return (await memberships.findById(tenant, created.id))!;
}
