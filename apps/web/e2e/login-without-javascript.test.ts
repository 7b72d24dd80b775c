import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { seededAdmin } from './admin-session';
import { callApi, invitationCode, signInThroughApi } from './api-session';
import { consentCookie, visitorUserAgent } from './browser-helpers';
import { platformForTests } from './test-platform';

const { origin, browser } = platformForTests(seededAdmin.password);

const wrongPassword = 'not-the-admin-password-1';
const credentialsProblem = 'Het e-mailadres of het wachtwoord klopt niet.';

/** A Dutch visitor who answered the cookie question, with or without JavaScript. */
async function visitor(javaScriptEnabled: boolean): Promise<BrowserContext> {
  const context = await browser().newContext({
    javaScriptEnabled,
    locale: 'nl-NL',
    userAgent: visitorUserAgent,
  });
  await context.addCookies([consentCookie(origin())]);
  return context;
}

/**
 * Every URL the page asks for or shows, and every request with its body, so a test can show where
 * a password went.
 */
function recordTraffic(page: Page) {
  const urls: string[] = [];
  const posts: { url: string; body: string }[] = [];
  page.on('request', (request) => {
    urls.push(request.url());
    if (request.method() === 'POST')
      posts.push({ url: request.url(), body: request.postData() ?? '' });
  });
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  return {
    posts,
    urlsWith: (secret: string) =>
      urls.filter((url) => url.includes(secret) || url.includes(encodeURIComponent(secret))),
  };
}

const main = (page: Page) => page.getByRole('main');

async function fillSignIn(page: Page, email: string, password: string) {
  await main(page).getByLabel('E-mailadres').fill(email);
  await main(page).getByLabel('Wachtwoord').fill(password);
  await main(page).getByRole('button', { name: 'Inloggen' }).click();
}

async function isSignedIn(context: BrowserContext): Promise<boolean> {
  const response = await context.request.get(`${origin()}/api/profiles:loggedIn`);
  return response.status() === 200;
}

/** The `<form>` start tags of a server-rendered page that contain a field named `field`. */
async function formsWithField(path: string, field: string): Promise<string[]> {
  const html = await (await fetch(`${origin()}${path}`)).text();
  return [...html.matchAll(/<form\b[^>]*>[\s\S]*?<\/form>/g)]
    .map((match) => match[0])
    .filter((form) => form.includes(`name="${field}"`))
    .map((form) => /^<form\b[^>]*>/.exec(form)?.[0] ?? '');
}

describe('signing in without JavaScript', () => {
  it('shows the same problem as the script after a wrong password, with the e-mail address kept and the password not', async () => {
    const page = await (await visitor(false)).newPage();
    const traffic = recordTraffic(page);
    await page.goto(`${origin()}/login?returnTo=%2Faccount%2Fprofile`);
    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await fillSignIn(page, seededAdmin.email, wrongPassword);
    const response = await answer;
    expect(response.status()).toBe(401);
    expect(await main(page).getByRole('alert').textContent()).toBe(credentialsProblem);
    expect(await main(page).getByLabel('E-mailadres').inputValue()).toBe(seededAdmin.email);
    expect(await main(page).getByLabel('Wachtwoord').inputValue()).toBe('');
    expect(await response.text()).not.toContain(wrongPassword);
    expect(traffic.urlsWith(wrongPassword)).toEqual([]);
    expect(await isSignedIn(page.context())).toBe(false);
  });

  it('signs the seeded admin in through the form and returns to the page asked for; the password is only ever in a POST body', async () => {
    const context = await visitor(false);
    const page = await context.newPage();
    const traffic = recordTraffic(page);
    await page.goto(`${origin()}/account/profile`);
    expect(new URL(page.url()).pathname).toBe('/login');
    await fillSignIn(page, seededAdmin.email, seededAdmin.password);
    await page.waitForURL(`${origin()}/account/profile`);

    expect(await isSignedIn(context)).toBe(true);
    expect(await main(page).getByRole('heading', { level: 1 }).textContent()).toBe(
      'Mijn account: Profiel',
    );
    expect(traffic.urlsWith(seededAdmin.password)).toEqual([]);
    const signIn = traffic.posts.filter((post) => post.body.includes('password='));
    expect(signIn.map((post) => new URL(post.url).pathname)).toEqual(['/login']);
  });

  it('refuses a post without the XSRF field, with another visitor’s, or without the cookie: 403, nobody signed in', async () => {
    const context = await visitor(false);
    const other = await visitor(false);
    const page = await context.newPage();
    const otherPage = await other.newPage();
    await Promise.all([page.goto(`${origin()}/login`), otherPage.goto(`${origin()}/login`)]);
    const othersToken = await otherPage.locator('input[name="xsrfToken"]').getAttribute('value');
    expect(othersToken).toBeTruthy();
    const credentials = { email: seededAdmin.email, password: seededAdmin.password };

    for (const form of [credentials, { ...credentials, xsrfToken: othersToken ?? '' }]) {
      const response = await context.request.post(`${origin()}/login`, { form, maxRedirects: 0 });
      expect(response.status()).toBe(403);
      expect(await response.text()).toContain('Dit formulier was verlopen. Log opnieuw in.');
    }
    expect(await isSignedIn(context)).toBe(false);

    // A cross-site post (login CSRF) brings no XSRF cookie at all.
    const ownToken = await page.locator('input[name="xsrfToken"]').getAttribute('value');
    const crossSite = await fetch(`${origin()}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...credentials, xsrfToken: ownToken ?? '' }),
      redirect: 'manual',
    });
    expect(crossSite.status).toBe(403);
    expect(
      crossSite.headers.getSetCookie().some((cookie) => cookie.startsWith('plein_session=')),
    ).toBe(false);
  });

  it('never redirects to another site after signing in', async () => {
    for (const returnTo of [
      '//evil.example/',
      '/\\evil.example',
      'https://evil.example/',
      '/\t/evil.example',
    ]) {
      const context = await visitor(false);
      const page = await context.newPage();
      await page.goto(`${origin()}/login`);
      const xsrfToken = (await page.locator('input[name="xsrfToken"]').getAttribute('value')) ?? '';
      const response = await context.request.post(
        `${origin()}/login?returnTo=${encodeURIComponent(returnTo)}`,
        { form: { ...seededAdmin, xsrfToken }, maxRedirects: 0 },
      );
      expect(response.status(), returnTo).toBe(303);
      expect(response.headers().location, returnTo).toBe('/');
    }
  });
});

describe('forms that carry a secret, before the script ran', () => {
  it('are rendered by the server to post to a path of their own, never to a URL with the fields', async () => {
    const context = await visitor(true);
    await signInThroughApi(context, origin(), seededAdmin.email, seededAdmin.password);
    const email = 'niet-verstuurd@example.org';
    await callApi(context, origin(), 'POST', '/api/userinvitations', {
      email,
      isContentManager: false,
      roleIds: [],
    });
    const code = await invitationCode(context, origin(), email);

    const pages: [string, string][] = [
      ['/login?returnTo=%2Faccount', 'password'],
      ['/reset-password', 'email'],
      ['/reset-password/een-code', 'password'],
      [`/invitation/${code}`, 'password'],
    ];
    for (const [path, field] of pages) {
      const forms = await formsWithField(path, field);
      expect(forms, path).toHaveLength(1);
      expect(forms[0], path).toMatch(/\smethod="post"/);
      expect(forms[0], path).not.toMatch(/\saction="#?"/);
    }
    expect(await formsWithField('/login?returnTo=%2Faccount', 'xsrfToken')).toEqual([
      '<form action="/login?returnTo=%2Faccount" method="post">',
    ]);
  });

  it('signs in through the server when the script never loads, the password never in a URL', async () => {
    const context = await visitor(true);
    const page = await context.newPage();
    await page.route('**/assets/*.js', (route) => route.abort());
    const traffic = recordTraffic(page);
    await page.goto(`${origin()}/login?returnTo=%2Faccount%2Fprofile`);
    await fillSignIn(page, seededAdmin.email, seededAdmin.password);
    await page.waitForURL(`${origin()}/account/profile`);
    expect(await isSignedIn(context)).toBe(true);
    expect(traffic.urlsWith(seededAdmin.password)).toEqual([]);
  });

  it('hydrates the server’s answer to a refused post without a mismatch, after which the script signs in as before', async () => {
    const context = await visitor(true);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      // The 401 of the answer itself is reported too; that one is expected.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
        errors.push(message.text());
      }
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const traffic = recordTraffic(page);
    const blockScripts = (route: { abort: () => Promise<void> }) => route.abort();
    await page.route('**/assets/*.js', blockScripts);
    await page.goto(`${origin()}/login?returnTo=%2Faccount%2Fprofile`);
    await page.unroute('**/assets/*.js', blockScripts);
    errors.length = 0;

    // Posted before the script ran; the answer loads the script and hydrates.
    await fillSignIn(page, seededAdmin.email, wrongPassword);
    await page.waitForFunction(() =>
      document.querySelector('main form')?.hasAttribute('novalidate'),
    );
    expect(await main(page).getByRole('alert').textContent()).toBe(credentialsProblem);
    expect(await main(page).getByLabel('E-mailadres').inputValue()).toBe(seededAdmin.email);
    expect(errors).toEqual([]);

    await fillSignIn(page, seededAdmin.email, seededAdmin.password);
    await page.waitForURL(`${origin()}/account/profile`);
    const scriptSignIn = traffic.posts.filter((post) => post.body.includes(seededAdmin.password));
    expect(scriptSignIn.map((post) => new URL(post.url).pathname)).toEqual(['/api/auth/login']);
    expect(traffic.urlsWith(seededAdmin.password)).toEqual([]);
    expect(traffic.urlsWith(wrongPassword)).toEqual([]);
  });
});

describe('the other forms without JavaScript', () => {
  it('accept an invitation, ask for a password reset and check a new password as the script would', async () => {
    const admin = await visitor(true);
    await signInThroughApi(admin, origin(), seededAdmin.email, seededAdmin.password);
    const email = 'zonder.script@example.org';
    const password = 'een-eerste-wachtwoord-1';
    await callApi(admin, origin(), 'POST', '/api/userinvitations', {
      email,
      isContentManager: false,
      roleIds: [],
    });

    const context = await visitor(false);
    const page = await context.newPage();
    const traffic = recordTraffic(page);
    await page.goto(`${origin()}/invitation/${await invitationCode(admin, origin(), email)}`);
    await main(page).getByLabel('Voornaam').fill('Zonder');
    await main(page).getByLabel('Achternaam').fill('Script');
    await main(page).getByLabel('Nieuw wachtwoord').fill(password);
    await main(page).getByLabel('Herhaal het nieuwe wachtwoord').fill(password);
    await main(page).getByRole('button', { name: 'Uitnodiging aannemen' }).click();
    await main(page).getByRole('heading', { name: 'Uitnodiging aangenomen' }).waitFor();
    await main(page).getByRole('link', { name: 'Inloggen' }).click();
    await fillSignIn(page, email, password);
    await page.waitForURL(`${origin()}/`);
    expect(await isSignedIn(context)).toBe(true);

    await page.goto(`${origin()}/reset-password`);
    await main(page).getByLabel('E-mailadres').fill(email);
    await main(page).getByRole('button', { name: 'Link versturen' }).click();
    await main(page).getByText('Als er een account bij dit e-mailadres hoort').waitFor();

    // Reset codes are not readable from the outbox: a code that does not exist shows what the
    // script would show, after the same check of the two passwords.
    await page.goto(`${origin()}/reset-password/${'x'.repeat(43)}`);
    await main(page).getByLabel('Nieuw wachtwoord', { exact: true }).fill(password);
    await main(page).getByLabel('Herhaal het nieuwe wachtwoord').fill('iets-heel-anders-3');
    await main(page).getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await main(page).getByText('De wachtwoorden zijn niet gelijk.').waitFor();
    await main(page).getByLabel('Nieuw wachtwoord', { exact: true }).fill(password);
    await main(page).getByLabel('Herhaal het nieuwe wachtwoord').fill(password);
    await main(page).getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await main(page).getByText('Deze link is ongeldig, al gebruikt of verlopen.').waitFor();

    for (const secret of [password, 'iets-heel-anders-3']) {
      expect(traffic.urlsWith(secret), secret).toEqual([]);
    }
  });
});
