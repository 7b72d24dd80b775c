import { describe, expect, it } from 'vitest';
import { seededAdmin, signIn } from './admin-session';
import { callApi } from './api-session';
import { consentCookie, visitorUserAgent } from './browser-helpers';
import { platformForTests } from './test-platform';

const { origin, browser, person } = platformForTests(seededAdmin.password);

/** An anonymous request, as a browser without cookies sends it (br preferred). */
const visit = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${origin()}${path}`, {
    headers: { 'accept-encoding': 'br, gzip', ...headers },
    redirect: 'manual',
  });

describe('the HTML cache for anonymous visitors', () => {
  it('renders a page once, then answers it from the cache, compressed, with an ETag', async () => {
    const first = await visit('/?cache=1');
    expect(first.headers.get('x-cache')).toBe('MISS');
    const html = await first.text();
    const second = await visit('/?cache=1');
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.headers.get('content-encoding')).toBe('br');
    expect(await second.text()).toBe(html.replace(/ nonce="[^"]*"/g, ''));

    const etag = second.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await visit('/?cache=1', { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    const gzip = await visit('/?cache=1', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
  });

  it('still hands each visitor an XSRF cookie of their own, and runs no inline script', async () => {
    await visit('/?cache=2');
    const [a, b] = await Promise.all([visit('/?cache=2'), visit('/?cache=2')]);
    const tokenOf = (response: Response) =>
      /XSRF-TOKEN=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
    expect(a.headers.get('x-cache')).toBe('HIT');
    expect(tokenOf(a)).toBeTruthy();
    expect(tokenOf(a)).not.toBe(tokenOf(b));
    const withToken = await visit('/?cache=2', { cookie: `XSRF-TOKEN=${tokenOf(a)}` });
    expect(withToken.headers.get('set-cookie')).toBeNull();

    const policy = a.headers.get('content-security-policy') ?? '';
    expect(policy).not.toContain('nonce-');
    const html = await a.text();
    expect(html).not.toContain('nonce=');
    // A visitor's page is a document with islands (issue 11): no inline script at all, so its
    // policy allows none (scripts load from the site only). Structured data is data, never run.
    const inline = [
      ...html.matchAll(
        /<script\b(?![^>]*\bsrc=)(?![^>]*\btype="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g,
      ),
    ];
    expect(inline).toEqual([]);
    expect(/script-src ([^;]*)/.exec(policy)?.[1]).not.toMatch(/unsafe-inline|sha256-/);
  });

  it('serves a cached page that Chromium runs under its policy', async () => {
    await visit('/?cache=3');
    // No bypassCSP here: the browser enforces the cached page's hashes.
    const context = await browser().newContext({ locale: 'nl-NL', userAgent: visitorUserAgent });
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto(`${origin()}/?cache=3`, { waitUntil: 'networkidle' });
    expect(response?.headers()['x-cache']).toBe('HIT');
    // The cookie question opens only once the page's script has hydrated it.
    await page.getByRole('dialog').first().waitFor({ state: 'visible' });
    expect(violations).toEqual([]);
    await context.close();
  });

  it('keeps a page per language and sets the language cookie on a hit', async () => {
    await visit('/?lang=en');
    const english = await visit('/?lang=en');
    expect(english.headers.get('x-cache')).toBe('HIT');
    expect(english.headers.get('set-cookie')).toContain('plein-lang=en');
    expect(await english.text()).toContain('<html lang="en"');
    await visit('/', { 'accept-language': 'nl' });
    const dutch = await visit('/', { 'accept-language': 'nl' });
    expect(await dutch.text()).toContain('<html lang="nl"');
  });

  it('never answers sign-in forms or signed-in visitors from the cache, nor keeps their pages', async () => {
    await visit('/login');
    expect((await visit('/login')).headers.get('x-cache')).toBeNull();

    const admin = await person();
    await signIn(admin, origin(), seededAdmin, '/');
    const signedIn = await admin.goto(`${origin()}/?cache=4`, { waitUntil: 'networkidle' });
    expect(signedIn?.headers()['x-cache']).toBeUndefined();
    const own = await signedIn!.text();
    expect(own).toContain('Beheerder Plein');
    // The anonymous page of the same URL is rendered for visitors, without the admin's menu.
    const anonymous = await visit('/?cache=4');
    expect(anonymous.headers.get('x-cache')).toBe('MISS');
    expect(await anonymous.text()).not.toContain('Beheerder Plein');
    await admin.context().close();
  });

  it('drops the pages of a site when its content changes', async () => {
    await visit('/?cache=5');
    expect((await visit('/?cache=5')).headers.get('x-cache')).toBe('HIT');
    const admin = await person();
    await signIn(admin, origin(), seededAdmin, '/');
    await callApi(admin.context(), origin(), 'PUT', '/api/platformsettingvalues', [
      { key: 'platformName', value: 'Plein Vers' },
    ]);
    const after = await visit('/?cache=5');
    expect(after.headers.get('x-cache')).toBe('MISS');
    expect(await after.text()).toContain('Plein Vers');
    await admin.context().close();
  });

  it('is not used for a visitor whose consent cookie is damaged (it is reset)', async () => {
    const cookie = consentCookie(origin());
    expect(cookie.name).toBeTruthy();
    const damaged = await visit('/?cache=6', { cookie: `${cookie.name}=kapot` });
    expect(damaged.headers.get('x-cache')).toBeNull();
  });
});
