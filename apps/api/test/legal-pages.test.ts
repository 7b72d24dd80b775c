import type { ApiErrorBody, MenuItem, Page, PageSummary } from '@plein/api-client';
import { hostPrefixedCookieNames, platformCookieNames, topLevelMenuName } from '@plein/api-client';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as legalPagesMigration from '../src/db/migrations/202511212201_legal_pages';
import { insertLegalPages, legalPages, legalPagesDate } from '../src/db/seed/legal-pages';
import { sanitizeRichText } from '../src/modules/pages/block-content';
import { createPagesRepository } from '../src/modules/pages/repository';
import { createPlatformsRepository } from '../src/modules/platforms/repository';
import { Browser, addUser, admin } from './helpers/identity';
import { testApp } from './helpers/test-app';
import { cookieTable } from './helpers/cookie-table';
import { openTestDatabase } from './helpers/test-database';
import type { TestDatabase } from './helpers/test-database';

const names = [
  'legal-terms-of-use-nl',
  'legal-terms-of-use-en',
  'legal-privacy-nl',
  'legal-privacy-en',
  'legal-accessibility-nl',
  'legal-accessibility-en',
  'legal-cookie-statement-nl',
  'legal-cookie-statement-en',
];

const richTextTags = ['p', 'h2', 'h3', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'blockquote'];

let db: TestDatabase;
let app: ReturnType<typeof testApp>['app'];

beforeAll(async () => {
  db = await openTestDatabase({ seeded: true });
  app = testApp(db).app;
});
afterAll(() => db.close());

const pageAt = async (host: string, name: string) =>
  request(app).get(`/api/pages:withName?name=${name}`).set('Host', host);

const htmlOf = (page: Page) =>
  (
    page.buildingBlockInstances.find((b) => b.buildingBlock === 'rich-text')!.content as {
      html: string;
    }
  ).html;

/** What a visitor sees of every legal page at `host`: published, layout 100, hero + rich text. */
async function expectLegalPages(host: string): Promise<Page[]> {
  const pages: Page[] = [];
  for (const name of names) {
    const res = await pageAt(host, name);
    expect(res.status, `${name} at ${host}`).toBe(200);
    const page = res.body as Page;
    expect(page).toMatchObject({ name, isPublished: true, layout: '100', editPermission: 'Admin' });
    expect(page.buildingBlockInstances.map((b) => [b.buildingBlock, b.layoutPosition])).toEqual([
      ['hero', 'top'],
      ['rich-text', 'main'],
    ]);
    const hero = page.buildingBlockInstances[0]!.content as { title: string; text: string };
    expect(hero.title).toBe(page.title);
    expect(hero.text.length).toBeGreaterThan(20);
    expect(hero.text).not.toMatch(/\n/);
    pages.push(page);
  }
  return pages;
}

describe('legal pages', () => {
  it('exist for both demo tenants, in Dutch and English, published and dated 14 March 2023 (the cookie statement: version 2)', async () => {
    for (const host of ['localhost', '127.0.0.1']) {
      const pages = await expectLegalPages(host);
      for (const page of pages) {
        const html = htmlOf(page);
        const dutch = page.name.endsWith('-nl');
        expect(html, page.name).toContain(
          page.name.startsWith('legal-cookie-statement')
            ? dutch
              ? 'Versie 2, 26 november 2026'
              : 'Version 2, 26 November 2026'
            : dutch
              ? '14 maart 2023'
              : '14 March 2023',
        );
      }
    }
    expect(legalPagesDate).toBe('2023-03-14');
    const demo = (await pageAt('localhost', 'legal-privacy-nl')).body as Page;
    const haven = (await pageAt('127.0.0.1', 'legal-privacy-nl')).body as Page;
    expect(demo.guid).not.toBe(haven.guid);
  });

  it('hold rich text that the sanitiser leaves exactly as it is, with only the allowed tags', () => {
    expect(legalPages.map((page) => page.name)).toEqual(names);
    for (const page of legalPages) {
      expect(sanitizeRichText(page.html), page.name).toBe(page.html);
      const tags = new Set([...page.html.matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[1]));
      for (const tag of tags) {
        expect([...richTextTags, 'table', 'caption', 'thead', 'tbody', 'tr', 'th', 'td']).toContain(
          tag,
        );
      }
      expect(page.html.length, page.name).toBeGreaterThan(1500);
    }
  });

  it('say what the product really does: exactly the cookies it sets (spec section 9), WCAG 2.2 AA, GDPR rights', () => {
    const html = (name: string) => legalPages.find((page) => page.name === name)!.html;
    for (const [lang, words] of [
      [
        'nl',
        { caption: 'De cookies die deze website plaatst', session: 'Sessie:', none: 'geen cookie' },
      ],
      ['en', { caption: 'The cookies this website sets', session: 'Session:', none: 'no cookie' }],
    ] as const) {
      const statement = html(`legal-cookie-statement-${lang}`);
      const table = cookieTable(statement);
      expect(table.caption, lang).toBe(words.caption);
      expect(table.columnScopes, lang).toEqual(['col', 'col', 'col', 'col']);
      expect(
        table.rows.map((row) => row.name),
        lang,
      ).toEqual([...platformCookieNames]);
      for (const row of table.rows)
        expect(row.lifetime, row.name).toMatch(new RegExp(`^${words.session}`));
      for (const name of hostPrefixedCookieNames) expect(statement).toContain(`__Host-${name}`);
      expect(statement).toContain(words.none);
      expect(statement).not.toMatch(/13 (maanden|months)|Identiteitsprovider|Identity provider/);
      expect(html(`legal-privacy-${lang}`)).not.toMatch(
        /meting altijd uitzetten|switch the measurement off/,
      );
    }
    expect(html('legal-accessibility-nl')).toContain('WCAG) 2.2 op niveau AA');
    expect(html('legal-accessibility-en')).toContain('WCAG) 2.2 at level AA');
    expect(html('legal-privacy-nl')).toContain('Autoriteit Persoonsgegevens');
    expect(html('legal-privacy-en')).toContain('GDPR');
    expect(html('legal-terms-of-use-nl')).toContain('Nederlands recht');
    expect(html('legal-terms-of-use-en')).toContain('Dutch law');
  });

  it('are editable by admins only and stay out of the menu', async () => {
    const demoAdmin = new Browser(app);
    await demoAdmin.signIn(admin.email, admin.password);
    const all = (await demoAdmin.get('/api/pages')).body as PageSummary[];
    const legal = all.filter((page) => names.includes(page.name));
    expect(legal).toHaveLength(names.length);
    expect(legal.every((page) => page.canEdit)).toBe(true);

    await addUser(db.knex, { email: 'redacteur@example.org', isContentManager: true });
    const editor = new Browser(app);
    await editor.signIn('redacteur@example.org', 'een goed wachtwoord');
    const seen = ((await editor.get('/api/pages')).body as PageSummary[]).filter((page) =>
      names.includes(page.name),
    );
    expect(seen).toHaveLength(names.length);
    expect(seen.some((page) => page.canEdit)).toBe(false);

    const menu = await request(app)
      .get(`/api/menus:withName?name=${encodeURIComponent(topLevelMenuName)}`)
      .set('Host', 'localhost');
    expect(JSON.stringify(menu.body as MenuItem[])).not.toMatch(/legal-/);
  });

  it('are given to a platform that existed before the migration, leaving its own pages alone', async () => {
    const platforms = createPlatformsRepository(db.knex);
    const tenant = await platforms.create({ name: 'Nieuwe site', hosts: ['nieuw.test'] });
    // The tenant wrote its own privacy statement before the pages were seeded.
    const pages = createPagesRepository(db.knex);
    await pages.create(tenant, {
      name: 'legal-privacy-nl',
      title: 'Onze eigen privacyverklaring',
      layout: '25-75',
      isPublished: false,
    });
    const missing = await pageAt('nieuw.test', 'legal-terms-of-use-nl');
    expect(missing.status).toBe(404);
    expect((missing.body as ApiErrorBody).error.code).toBe('page_not_found');

    await legalPagesMigration.up(db.knex);
    const own = await db
      .knex('pages')
      .where({ platform_id: tenant.id, name: 'legal-privacy-nl' })
      .first<{ title: string; is_published: boolean }>('title', 'is_published');
    expect(own).toEqual({ title: 'Onze eigen privacyverklaring', is_published: false });
    for (const name of names.filter((n) => n !== 'legal-privacy-nl')) {
      expect((await pageAt('nieuw.test', name)).status, name).toBe(200);
    }
    // Running again (or seeding again) adds nothing, for this tenant or the demo tenants.
    const count = async () =>
      Number((await db.knex('pages').count<{ n: string }[]>('* as n'))[0]!.n);
    const before = await count();
    await legalPagesMigration.up(db.knex);
    expect(await insertLegalPages(db.knex, tenant.id)).toBe(0);
    expect(await count()).toBe(before);
  });

  it('are given to a brand-new tenant by insertLegalPages, in both languages', async () => {
    const tenant = await createPlatformsRepository(db.knex).create({
      name: 'Verse site',
      hosts: ['vers.test'],
    });
    expect(await insertLegalPages(db.knex, tenant.id)).toBe(names.length);
    const pages = await expectLegalPages('vers.test');
    for (const page of pages) expect(sanitizeRichText(htmlOf(page))).toBe(htmlOf(page));
  });
});
