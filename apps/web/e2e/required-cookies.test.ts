import { platformCookieNames } from '@plein/api-client';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { acceptTermsIfAsked, seededAdmin, signIn } from './admin-session';
import { axeViolations, visitorUserAgent } from './browser-helpers';
import { platformForTests } from './test-platform';

const { origin, browser } = platformForTests(seededAdmin.password);

/** A row of the statement's cookie table: the row header and the cells after it. */
interface StatementRow {
  name: string;
  cells: string[];
}

/** The table of required cookies on the Dutch cookie statement, as a visitor reads it. */
async function statementTable(page: Page) {
  await page.goto(`${origin()}/legal/cookie-statement/nl`, { waitUntil: 'networkidle' });
  const table = page
    .getByRole('main')
    .getByRole('table', { name: 'De cookies die deze website plaatst' });
  const headers = table.locator('thead th');
  const columns = await headers.allTextContents();
  const scopes = await headers.evaluateAll((cells) =>
    cells.map((cell) => cell.getAttribute('scope')),
  );
  const rows: StatementRow[] = await table.locator('tbody tr').evaluateAll((trs) =>
    trs.map((tr) => {
      const header = tr.querySelector('th[scope="row"]');
      return {
        name: header?.textContent ?? '',
        cells: [...tr.querySelectorAll('td')].map((cell) => cell.textContent ?? ''),
      };
    }),
  );
  return { columns, scopes, rows };
}

/** A visitor who has not answered the cookie question yet (no consent cookie set for them). */
async function freshVisitor(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser().newContext({
    locale: 'nl-NL',
    userAgent: visitorUserAgent,
    bypassCSP: true,
  });
  return { context, page: await context.newPage() };
}

describe('required cookies (spec section 9)', () => {
  it('are exactly the rows of the cookie statement’s table, and all session cookies (spec section 9)', async () => {
    const { context, page } = await freshVisitor();
    try {
      await page.goto(`${origin()}/`, { waitUntil: 'networkidle' });
      const consent = page.getByRole('dialog', { name: 'Cookies op deze site' });
      await consent.getByRole('button', { name: 'Alles accepteren' }).click();
      await consent.waitFor({ state: 'hidden' });

      // The language chosen with the switcher, to English and back, is kept in a cookie.
      const languages = () => page.getByRole('navigation', { name: /^(Taal|Language)$/ });
      await languages().getByRole('link', { name: 'English' }).click();
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
      await languages().getByRole('link', { name: 'Nederlands' }).click();
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('nl');

      await signIn(page, origin(), seededAdmin, '/');
      await acceptTermsIfAsked(page);

      const { columns, scopes, rows } = await statementTable(page);
      expect(columns).toEqual(['Naam', 'Waarvoor', 'Hoe lang', 'Wanneer geplaatst']);
      expect(scopes).toEqual(['col', 'col', 'col', 'col']);
      expect(rows.map((row) => row.name)).toEqual([...platformCookieNames]);
      expect(await axeViolations(page)).toEqual([]);

      const cookies = await context.cookies();
      expect(cookies.every((cookie) => cookie.domain === 'localhost')).toBe(true);
      expect(cookies.map((cookie) => cookie.name).sort()).toEqual(
        rows.map((row) => row.name).sort(),
      );
      for (const cookie of cookies) {
        const row = rows.find((candidate) => candidate.name === cookie.name)!;
        // The statement calls it a session cookie (its lifetime column) and so does the browser.
        expect(row.cells[1], cookie.name).toMatch(/^Sessie:/);
        expect(cookie.expires, cookie.name).toBe(-1);
        expect(cookie.sameSite, cookie.name).toBe('Lax');
        expect(cookie.path, cookie.name).toBe('/');
      }
      const session = cookies.find((cookie) => cookie.name === 'plein_session');
      expect(session?.httpOnly).toBe(true);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('lists the same cookies in the English statement (spec section 9)', async () => {
    const { context, page } = await freshVisitor();
    try {
      await page.goto(`${origin()}/legal/cookie-statement/en`, { waitUntil: 'networkidle' });
      const table = page
        .getByRole('main')
        .getByRole('table', { name: 'The cookies this website sets' });
      expect(await table.locator('tbody th[scope="row"]').allTextContents()).toEqual([
        ...platformCookieNames,
      ]);
      // The statement is exempt from the cookie question: reading it sets no consent cookie.
      expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('plein-consent');
    } finally {
      await context.close();
    }
  });
});
