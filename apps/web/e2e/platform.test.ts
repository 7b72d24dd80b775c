import { existsSync } from 'node:fs';
import type { Socket } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ApiErrorBody } from '@plein/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { axeViolations, consentCookie, isBeaconCall, visitorUserAgent } from './browser-helpers';
import type { RunningPlatform } from './platform';
import { launchChromium, startPlatform } from './platform';

let platform: RunningPlatform;
let browser: Browser;
const url = (host: string, path = '/') => `http://${host}:${platform.port}${path}`;

beforeAll(async () => {
  [platform, browser] = await Promise.all([startPlatform(), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

/** Opens a page and collects the API calls and console errors it makes. */
async function open(
  host: string,
  path = '/',
  options: {
    javaScriptEnabled?: boolean;
    locale?: string;
    bypassCSP?: boolean;
    consented?: boolean;
    initScript?: () => void;
  } = {},
) {
  const context = await browser.newContext({
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    locale: options.locale ?? 'nl-NL',
    // Headless Chromium names itself HeadlessChrome, which counts as a bot (no dialogs, no timings).
    userAgent: visitorUserAgent,
    // Only the axe check injects a script of its own; the page's policy would block it.
    bypassCSP: options.bypassCSP ?? false,
  });
  // Visitors who already chose, so the consent dialog (tested on its own) stays closed.
  if (options.consented ?? true) {
    await context.addCookies([consentCookie(url(host))]);
  }
  if (options.initScript) await context.addInitScript(options.initScript);
  const page = await context.newPage();
  const apiCalls: string[] = [];
  const logPosts: Request[] = [];
  const scripts: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/log') logPosts.push(request);
    else if (pathname.startsWith('/api/') && !isBeaconCall(pathname)) apiCalls.push(request.url());
    if (request.resourceType() === 'script') scripts.push(pathname);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto(url(host, path), { waitUntil: 'networkidle' });
  return { page, response, apiCalls, logPosts, scripts, errors, close: () => context.close() };
}

/** The tenant's main menu (the header also has a language navigation). */
const mainNavigation = (page: Page) =>
  page.getByRole('navigation', { name: /^(Hoofdmenu|Main navigation)$/ });

describe('one origin', () => {
  it('publishes no source maps: the scripts name none and /assets/*.map is 404, the maps stay in dist/sourcemaps', async () => {
    const html = await (await fetch(url('127.0.0.1'))).text();
    const scripts = [...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThan(0);
    const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
    for (const script of new Set(scripts)) {
      expect(await (await fetch(url('127.0.0.1', script))).text()).not.toContain(
        'sourceMappingURL',
      );
      expect((await fetch(url('127.0.0.1', `${script}.map`))).status, script).toBe(404);
      expect(existsSync(join(webDir, 'dist', 'sourcemaps', `${script}.map`)), script).toBe(true);
    }
  });

  it('sends a page of its own with a nonce-based Content-Security-Policy and the bootstrap script carrying it', async () => {
    // The sign-in page is rendered for each visitor; shared pages (the HTML cache) carry
    // script hashes instead (e2e/html-cache.test.ts).
    const response = await fetch(url('127.0.0.1', '/login'));
    expect(response.headers.get('x-cache')).toBeNull();
    const policy = response.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy).toContain("frame-ancestors 'none'");
    expect(await response.text()).toContain(`nonce="${nonce}"`);
  });

  it('answers unknown API resources with the API error shape, not a page', async () => {
    const missing = [
      ['/a/00000000-0000-4000-8000-000000000000', 'image_not_found'],
      ['/api/nothing-here', 'not_found'],
    ] as const;
    for (const [path, code] of missing) {
      const response = await fetch(url('localhost', path));
      expect(response.status).toBe(404);
      expect(((await response.json()) as ApiErrorBody).error.code).toBe(code);
    }
  });

  it('serves health and readiness on the same port', async () => {
    expect((await fetch(url('localhost', '/healthz'))).status).toBe(200);
    expect(await (await fetch(url('localhost', '/readyz'))).json()).toMatchObject({ status: 'ok' });
  });
});

describe('cookie consent', () => {
  const consentDialog = (page: Page) => page.getByRole('dialog', { name: 'Cookies op deze site' });

  it('asks a new visitor, needs a choice, remembers it for the visit, and passes axe while open', async () => {
    const { page, close } = await open('localhost', '/', { consented: false, bypassCSP: true });
    try {
      const dialog = consentDialog(page);
      await expect.poll(() => dialog.isVisible()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      expect(await dialog.isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Alleen noodzakelijke cookies' }).click();
      await expect.poll(() => dialog.isVisible()).toBe(false);
      const cookie = (await page.context().cookies()).find((c) => c.name === 'plein-consent');
      expect(JSON.parse(decodeURIComponent(cookie!.value))).toMatchObject({
        categories: ['required'],
      });
      expect(cookie!.expires).toBe(-1);
      await page.reload({ waitUntil: 'networkidle' });
      expect(await consentDialog(page).count()).toBe(0);
    } finally {
      await close();
    }
  });

  it('stays closed on the cookie statement, and for bots', async () => {
    const statement = await open('localhost', '/legal/cookie-statement/nl', { consented: false });
    const bot = await browser.newContext({
      userAgent: 'Googlebot/2.1 (+http://www.google.com/bot.html)',
    });
    try {
      const botPage = await bot.newPage();
      await botPage.goto(url('localhost'), { waitUntil: 'networkidle' });
      expect(await consentDialog(statement.page).count()).toBe(0);
      expect(await consentDialog(botPage).count()).toBe(0);
    } finally {
      await statement.close();
      await bot.close();
    }
  });

  it('resets an unreadable consent cookie and asks again', async () => {
    const response = await fetch(url('localhost'), {
      headers: { cookie: 'plein-consent=%7Bbroken' },
    });
    expect(response.headers.get('set-cookie')).toMatch(/plein-consent=;.*Expires=Thu, 01 Jan 1970/);
  });
});

describe('the two demo tenants', () => {
  it('prints the URL and the seeded admin on start', () => {
    expect(platform.output()).toContain(`http://localhost:${platform.port}`);
    expect(platform.output()).toMatch(/admin@plein\.test\s+password: \S{12,}/);
  });

  it('localhost and 127.0.0.1 render their own home page, name, menu and colours', async () => {
    const first = await open('localhost');
    const second = await open('127.0.0.1');
    try {
      expect(first.response?.status()).toBe(200);
      expect(second.response?.status()).toBe(200);
      const firstTitle = await first.page.title();
      const secondTitle = await second.page.title();
      expect(firstTitle).not.toBe(secondTitle);
      const heading = (page: Page) => page.locator('h1').first().textContent();
      expect(await heading(first.page)).not.toBe(await heading(second.page));
      const nav = (page: Page) => mainNavigation(page).innerText();
      expect(await nav(first.page)).not.toBe(await nav(second.page));
      const primary = (page: Page) =>
        page.evaluate(() =>
          getComputedStyle(document.documentElement)
            .getPropertyValue('--plein-color-primary')
            .trim(),
        );
      expect(await primary(first.page)).toMatch(/^#/);
      expect(await primary(first.page)).not.toBe(await primary(second.page));
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('arrives fully rendered with JavaScript disabled', async () => {
    const { page, response, close } = await open('localhost', '/', { javaScriptEnabled: false });
    try {
      expect(response?.status()).toBe(200);
      const html = await response!.text();
      expect(html).toMatch(/^<!DOCTYPE html><html lang="nl"/);
      expect(html).toContain('<h1');
      expect(await mainNavigation(page).getByRole('link').count()).toBeGreaterThan(1);
      // A visitor's page is a document with islands: no app state is embedded (issue 11).
      expect(html).not.toContain('window.__PLEIN__=');
      expect(html).toMatch(/entry-islands-[\w-]+\.js/);
      expect(html).toContain('data-island="navigation"');
    } finally {
      await close();
    }
  });

  it('hydrates its islands without calling the API, and a link loads the next page whole', async () => {
    const { page, apiCalls, errors, close } = await open('localhost');
    try {
      expect(apiCalls).toEqual([]);
      expect(errors).toEqual([]);
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      const link = mainNavigation(page).getByRole('link').nth(1);
      const target = await link.getAttribute('href');
      await link.click();
      await page.waitForURL((current) => current.pathname === target);
      await page.waitForLoadState('networkidle');
      // A visitor's pages are documents (from the HTML cache once rendered): a new document,
      // rendered by the server, so the browser asked the API nothing.
      expect(
        await page.evaluate(() => (window as unknown as { marker?: number }).marker),
      ).toBeUndefined();
      expect(apiCalls).toEqual([]);
      expect(await page.locator('main h1, main h2').first().isVisible()).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('logs the page-load timing and web vitals to the API when the page is hidden', async () => {
    const { page, logPosts, close } = await open('127.0.0.1', '/', {
      // Beacons carry no body the test can read: use the logger's fetch fallback instead.
      initScript: () => Object.defineProperty(navigator, 'sendBeacon', { value: undefined }),
    });
    try {
      await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
      await expect.poll(() => logPosts.length).toBeGreaterThan(0);
      const entries = logPosts.flatMap(
        (post) => JSON.parse(post.postData() ?? '[]') as { message: string; level: number }[],
      );
      expect(entries).toContainEqual(
        expect.objectContaining({ message: 'timing:page-load', level: 7 }),
      );
      expect(entries.some((entry) => /^timing:(TTFB|FCP)$/.test(entry.message))).toBe(true);
      const answers = await Promise.all(logPosts.map((post) => post.response()));
      expect(answers.map((answer) => answer?.status())).toEqual(logPosts.map(() => 204));
    } finally {
      await close();
    }
  });

  it('answers an unknown host with 404 and none of the tenants data', async () => {
    const { response, page, close } = await open('unknown-tenant.test');
    try {
      expect(response?.status()).toBe(404);
      const text = await page.content();
      expect(text).not.toContain('Plein Demo');
      expect(text).not.toContain('Havenstad');
    } finally {
      await close();
    }
  });

  it('redirects /home to / and answers unknown paths with the not-found page in the visitor language', async () => {
    const home = await open('localhost', '/home');
    const missing = await open('localhost', '/bestaat-niet');
    const english = await open('localhost', '/does-not-exist?lang=en');
    try {
      expect(new URL(home.page.url()).pathname).toBe('/');
      expect(missing.response?.status()).toBe(404);
      expect(await missing.page.locator('h1').textContent()).toBe('Pagina niet gevonden');
      expect(english.response?.status()).toBe(404);
      expect(await english.page.locator('h1').textContent()).toBe('Page not found');
      expect(await english.page.getAttribute('html', 'lang')).toBe('en');
    } finally {
      await Promise.all([home.close(), missing.close(), english.close()]);
    }
  });

  it('answers routes whose screens have not landed with the ordinary not-found page', async () => {
    const submission = await open('localhost', '/submission/abc');
    try {
      expect(submission.response?.status()).toBe(404);
      expect(await submission.page.locator('h1').textContent()).toBe('Pagina niet gevonden');
    } finally {
      await submission.close();
    }
  });

  it('shows the seeded legal pages, the privacy statement in the visitor’s language', async () => {
    const [privacyNl, privacyEn, cookies, unknownLanguage] = await Promise.all([
      open('localhost', '/legal/privacy'),
      open('127.0.0.1', '/legal/privacy?lang=en'),
      open('localhost', '/legal/cookie-statement/en'),
      open('localhost', '/legal/terms-of-use/de'),
    ]);
    try {
      expect(privacyNl.response?.status()).toBe(200);
      expect(await privacyNl.page.locator('h1').textContent()).toBe('Privacyverklaring');
      expect(await privacyEn.page.locator('h1').textContent()).toBe('Privacy statement');
      expect(await cookies.page.locator('h1').textContent()).toBe('Cookie statement');
      expect(await cookies.page.locator('main').textContent()).toContain(
        'We use no cookies for statistics.',
      );
      expect(unknownLanguage.response?.status()).toBe(404);
    } finally {
      await Promise.all(
        [privacyNl, privacyEn, cookies, unknownLanguage].map((opened) => opened.close()),
      );
    }
  });

  it('fits the legal pages on a 375 px phone, and names the language of the content', async () => {
    for (const path of [
      '/legal/accessibility/nl',
      '/legal/terms-of-use/nl',
      '/legal/cookie-statement/nl',
      '/legal/privacy',
    ]) {
      const opened = await open('localhost', path, { consented: true });
      try {
        await opened.page.setViewportSize({ width: 375, height: 800 });
        const overflow = await opened.page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, path).toBe(0);
      } finally {
        await opened.close();
      }
    }
    // An English interface on Dutch content says both; an English legal page is English.
    const [home, privacy] = await Promise.all([
      open('localhost', '/?lang=en'),
      open('localhost', '/legal/privacy?lang=en'),
    ]);
    try {
      expect(await home.page.locator('html').getAttribute('lang')).toBe('en');
      expect(await home.page.locator('main').getAttribute('lang')).toBe('nl');
      expect(await privacy.page.locator('main').getAttribute('lang')).toBe('en');
    } finally {
      await Promise.all([home.close(), privacy.close()]);
    }
  });

  it('sends visitors of admin routes to the sign-in page, after the /admin redirect', async () => {
    const admin = await open('localhost', '/admin');
    try {
      const landed = new URL(admin.page.url());
      expect(landed.pathname).toBe('/login');
      expect(landed.searchParams.get('returnTo')).toBe('/admin/pages');
    } finally {
      await admin.close();
    }
  });

  it('keeps the admin messages out of public pages', async () => {
    const { scripts, close } = await open('localhost');
    try {
      expect(scripts.length).toBeGreaterThan(0);
      // The admin message bundles are the chunks of locales/*/admin.json: `admin-<hash>.js`.
      expect(scripts.filter((path) => /\/admin-[\w-]{8}\.js$/.test(path))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('has no axe violations on the public pages of either tenant', async () => {
    for (const host of ['localhost', '127.0.0.1']) {
      for (const path of ['/', '/bestaat-niet']) {
        const { page, close } = await open(host, path, { bypassCSP: true });
        try {
          expect(await axeViolations(page), `${host}${path}`).toEqual([]);
        } finally {
          await close();
        }
      }
    }
  });
});

describe('keep-alive connections', () => {
  it('answers a request on a connection that was idle longer than Node’s 5 s default', async () => {
    const { Agent, get } = await import('node:http');
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const request = () =>
      new Promise<{ status: number; socket: Socket }>((resolve, reject) => {
        const sent = get(url('127.0.0.1', '/readyz'), { agent }, (response) => {
          response.resume();
          response.on('end', () => resolve({ status: response.statusCode ?? 0, socket }));
        });
        let socket: Socket;
        sent.on('socket', (assigned) => (socket = assigned)).on('error', reject);
      });
    const first = await request();
    await new Promise((resolve) => setTimeout(resolve, 6_000)); // fixed-delay-ok: the idle time is what is tested
    const second = await request();
    agent.destroy();
    expect([first.status, second.status]).toEqual([200, 200]);
    // The same connection answered both: the server had not closed it.
    expect(second.socket).toBe(first.socket);
  }, 30_000);
});
