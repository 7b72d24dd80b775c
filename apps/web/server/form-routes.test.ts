import type { AddressInfo, Server } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Logger } from '@plein/logger/node';
import type { FormOutcome } from '../src/forms/form-outcome';
import { createFormRoutes } from './form-routes';
import { maskToken } from './form-token';

const xsrfCookie = 'J4cDXHYTCGt7opRisJ4Wq02xKs3DzDlzPyRAcQagfrU';
const rightPassword = 'het-juiste-wachtwoord';
/** Long enough for the form, too easy to guess for the API. */
const weakPassword = 'wachtwoord1234';
const weakPasswordAnswer = {
  error: { code: 'weak_password', message: 'This password is common or easy to guess.' },
};

/** What the fake API was asked. */
let calls: { path: string; body: Record<string, unknown>; xsrf: string | undefined }[] = [];

// A stand-in for the API: the answers of the real routes, just enough to tell them apart.
const api = express();
api.use(express.json());
api.use((req, _res, next) => {
  calls.push({
    path: req.path,
    body: req.body as Record<string, unknown>,
    xsrf: req.get('x-xsrf-token'),
  });
  next();
});
api.post('/api/auth/login', (req, res) => {
  const { email, password } = req.body as { email: string; password: string };
  if (email === 'te-vaak@example.org') {
    res
      .set('Retry-After', '600')
      .status(429)
      .json({ error: { code: 'too_many_attempts' } });
  } else if (email === 'kapot@example.org') {
    throw new Error('database away');
  } else if (password === rightPassword) {
    res.cookie('plein_session', 'nieuwe-sessie', { httpOnly: true, path: '/' });
    res.cookie('XSRF-TOKEN', 'nieuw-token-nieuw-token-nieuw-token-nieuw-tok', { path: '/' });
    res.json({ email });
  } else {
    res.status(401).json({ error: { code: 'invalid_credentials' } });
  }
});
api.post('/api/auth/password-reset', (_req, res) => res.json({ mail: 'queued' }));
api.post('/api/auth/password-reset\\:confirm', (req, res) => {
  const { code, password } = req.body as { code: string; password: string };
  if (password === weakPassword) res.status(400).json(weakPasswordAnswer);
  else if (code === 'goede-code') res.status(204).end();
  else res.status(400).json({ error: { code: 'invalid_code' } });
});
api.post('/api/userinvitation\\:accept', (req, res) => {
  if ((req.body as { password?: string }).password === weakPassword) {
    res.status(400).json(weakPasswordAnswer);
    return;
  }
  res.json({ success: (req.body as { code: string }).code === 'open-uitnodiging' });
});

let server: Server;
let origin: string;

beforeAll(async () => {
  const app = express();
  app.use(
    createFormRoutes({
      api: { kind: 'in-process', app: api },
      // The page itself is the renderer's business: here it shows the outcome it was given.
      renderPage: (_req, res, options) => {
        res.status(options?.formOutcome?.status ?? 200).json(options?.formOutcome ?? null);
        return Promise.resolve();
      },
      logger: { error: () => undefined } as unknown as Logger,
    }),
  );
  app.use((_req, res) => res.status(405).end());
  await new Promise<void>((resolve, reject) => {
    server = app.listen(0, '127.0.0.1', (error) => (error ? reject(error) : resolve()));
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  calls = [];
});

/** Posts a form as a browser without JavaScript would, with the page's XSRF cookie. */
function post(
  path: string,
  fields: Record<string, string>,
  options: { token?: string | null } = {},
) {
  const token = options.token === undefined ? maskToken(xsrfCookie) : options.token;
  return fetch(`${origin}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: `XSRF-TOKEN=${xsrfCookie}`,
    },
    body: new URLSearchParams(token === null ? fields : { ...fields, xsrfToken: token }),
    redirect: 'manual',
  });
}

async function outcomeOf(response: Response): Promise<FormOutcome> {
  return (await response.json()) as FormOutcome;
}

describe('POST /login', () => {
  it('signs in through the API with the XSRF token as its header, passes its cookies on and returns with 303', async () => {
    const response = await post('/login?returnTo=%2Faccount%2Fprofile', {
      email: ' admin@plein.test ',
      password: rightPassword,
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/account/profile');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.getSetCookie()).toEqual([
      'plein_session=nieuwe-sessie; Path=/; HttpOnly',
      'XSRF-TOKEN=nieuw-token-nieuw-token-nieuw-token-nieuw-tok; Path=/',
    ]);
    expect(calls).toEqual([
      {
        path: '/api/auth/login',
        body: { email: 'admin@plein.test', password: rightPassword },
        xsrf: xsrfCookie,
      },
    ]);
  });

  it('returns only to paths of this site', async () => {
    for (const returnTo of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      '/\t/evil.example',
    ]) {
      const response = await post(`/login?returnTo=${encodeURIComponent(returnTo)}`, {
        email: 'admin@plein.test',
        password: rightPassword,
      });
      expect(response.headers.get('location'), returnTo).toBe('/');
    }
  });

  it('shows a wrong password as the script does, keeping the e-mail address and not the password', async () => {
    const response = await post('/login', {
      email: 'admin@plein.test',
      password: 'fout-wachtwoord',
    });
    expect(response.status).toBe(401);
    const text = await response.text();
    expect(text).not.toContain('fout-wachtwoord');
    expect(JSON.parse(text)).toEqual({
      form: 'login',
      status: 401,
      result: 'credentials',
      values: { email: 'admin@plein.test' },
      fieldErrors: {},
    });
  });

  it('passes the wait of a refused sign-in on', async () => {
    const response = await post('/login', { email: 'te-vaak@example.org', password: 'x' });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('600');
    expect((await outcomeOf(response)).result).toBe('tooMany');
  });

  it('says signing in failed when the API fails', async () => {
    const response = await post('/login', { email: 'kapot@example.org', password: 'x' });
    expect(response.status).toBe(502);
    expect((await outcomeOf(response)).result).toBe('failed');
  });

  it('refuses a post without the XSRF field or with a wrong one with 403, before asking the API', async () => {
    for (const token of [
      null,
      '',
      maskToken('een-ander-token-een-ander-token-een-ander-to'),
      xsrfCookie,
    ]) {
      const response = await post(
        '/login',
        { email: 'admin@plein.test', password: rightPassword },
        { token },
      );
      expect(response.status, String(token)).toBe(403);
      expect((await outcomeOf(response)).result).toBe('expired');
    }
    expect(calls).toEqual([]);
  });

  it('checks the fields with the screen’s own schema, before asking the API', async () => {
    const response = await post('/login', { email: '', password: '' });
    expect(response.status).toBe(400);
    expect((await outcomeOf(response)).fieldErrors).toEqual({
      email: 'validation.required',
      password: 'validation.required',
    });
    expect(calls).toEqual([]);
  });
});

describe('the password reset forms', () => {
  it('confirm that a mail is ready, for any address, saying when it waits unsent', async () => {
    const response = await post('/reset-password', { email: 'wie@example.org' });
    expect(response.status).toBe(200);
    expect(await outcomeOf(response)).toMatchObject({
      result: 'queued',
      values: { email: 'wie@example.org' },
    });
  });

  it('set the new password with the code of the page, or say the code is not valid', async () => {
    const fields = {
      password: 'een-lang-nieuw-wachtwoord',
      passwordRepeat: 'een-lang-nieuw-wachtwoord',
    };
    const done = await post('/reset-password/goede-code', fields);
    expect(await outcomeOf(done)).toMatchObject({ status: 200, result: 'done', values: {} });
    expect(calls[0]?.body).toEqual({ code: 'goede-code', password: 'een-lang-nieuw-wachtwoord' });
    const invalid = await post('/reset-password/oude-code', fields);
    expect(invalid.status).toBe(400);
    expect((await outcomeOf(invalid)).result).toBe('invalid');
  });

  it('show a password the API finds too easy to guess at the password field, not as an invalid link', async () => {
    const response = await post('/reset-password/goede-code', {
      password: weakPassword,
      passwordRepeat: weakPassword,
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).not.toContain(weakPassword);
    expect(JSON.parse(text)).toEqual({
      form: 'passwordResetConfirm',
      status: 400,
      result: null,
      values: {},
      fieldErrors: { password: 'validation.weakPassword' },
    });
  });

  it('catch two different passwords as the script does', async () => {
    const response = await post('/reset-password/goede-code', {
      password: 'een-lang-nieuw-wachtwoord',
      passwordRepeat: 'iets-anders-dan-dat',
    });
    expect((await outcomeOf(response)).fieldErrors).toEqual({
      passwordRepeat: 'validation.passwordsDiffer',
    });
    expect(calls).toEqual([]);
  });
});

describe('the invitation form', () => {
  it('accepts with the names and the password, and keeps only the names after a refusal', async () => {
    const fields = {
      firstName: ' Nora ',
      middleName: '',
      lastName: 'Nieuw',
      password: 'een-lang-wachtwoord-1',
      passwordRepeat: 'een-lang-wachtwoord-1',
    };
    const accepted = await post('/invitation/open-uitnodiging', fields);
    expect((await outcomeOf(accepted)).result).toBe('accepted');
    expect(calls[0]?.body).toEqual({
      code: 'open-uitnodiging',
      firstName: 'Nora',
      lastName: 'Nieuw',
      password: 'een-lang-wachtwoord-1',
    });
    const refused = await post('/invitation/gebruikte-uitnodiging', fields);
    expect(refused.status).toBe(400);
    expect(await outcomeOf(refused)).toMatchObject({
      result: 'failed',
      values: { firstName: ' Nora ', middleName: '', lastName: 'Nieuw' },
    });
  });

  it('shows a password the API finds too easy to guess at the password field, keeping the names', async () => {
    const response = await post('/invitation/open-uitnodiging', {
      firstName: 'Nora',
      middleName: '',
      lastName: 'Nieuw',
      password: weakPassword,
      passwordRepeat: weakPassword,
    });
    expect(response.status).toBe(400);
    expect(await outcomeOf(response)).toEqual({
      form: 'invitation',
      status: 400,
      result: null,
      values: { firstName: 'Nora', middleName: '', lastName: 'Nieuw' },
      fieldErrors: { password: 'validation.weakPassword' },
    });
  });
});
