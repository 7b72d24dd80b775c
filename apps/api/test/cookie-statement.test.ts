import { createHash } from 'node:crypto';
import type { Page } from '@plein/api-client';
import { platformCookieNames } from '@plein/api-client';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as cookieStatementMigration from '../src/db/migrations/202611260001_cookie_statement';
import { insertLegalPages, legalPages } from '../src/db/seed/legal-pages';
import { createPlatformsRepository } from '../src/modules/platforms/repository';
import type { Tenant } from '../src/modules/platforms/repository';
import { cookieTable } from './helpers/cookie-table';
import { testApp } from './helpers/test-app';
import { openTestDatabase } from './helpers/test-database';
import type { TestDatabase } from './helpers/test-database';

let db: TestDatabase;
let app: ReturnType<typeof testApp>['app'];
let untouched: Tenant;
let edited: Tenant;
let deleted: Tenant;

const seeded = (name: string) => legalPages.find((page) => page.name === name)!.html;

/** The rich text of a platform's legal page, as stored (deleted or not). */
async function storedHtml(tenant: Tenant, name: string): Promise<string> {
  const row = await db
    .knex('building_block_instances as b')
    .join('pages as p', 'p.id', 'b.page_id')
    .where({ 'p.platform_id': tenant.id, 'p.name': name, 'b.building_block': 'rich-text' })
    .first<{ content: { html: string } }>('b.content');
  return row.content.html;
}

const blockOf = (tenant: Tenant, name: string) =>
  db
    .knex('building_block_instances')
    .where('building_block', 'rich-text')
    .whereIn('page_id', db.knex('pages').where({ platform_id: tenant.id, name }).select('id'));

beforeAll(async () => {
  // A database of its own: the migration is run back and forth on every platform in it.
  db = await openTestDatabase();
  app = testApp(db).app;
  const platforms = createPlatformsRepository(db.knex);
  untouched = await platforms.create({ name: 'Ongewijzigd', hosts: ['ongewijzigd.test'] });
  edited = await platforms.create({ name: 'Aangepast', hosts: ['aangepast.test'] });
  deleted = await platforms.create({ name: 'Verwijderd', hosts: ['verwijderd.test'] });
  for (const tenant of [untouched, edited, deleted]) await insertLegalPages(db.knex, tenant.id);
  // Back to the texts every platform was seeded with before the migration.
  await cookieStatementMigration.down(db.knex);
});
afterAll(() => db.close());

describe('the cookie statement migration (spec section 9)', () => {
  it('starts from the earlier seeded texts: a 13-month analytics cookie, no table', async () => {
    const nl = await storedHtml(untouched, 'legal-cookie-statement-nl');
    expect(nl).toContain('<strong>13 maanden</strong>');
    expect(nl).toContain('Correlatie-id');
    expect(nl).not.toContain('<table>');
    expect(await storedHtml(untouched, 'legal-cookie-statement-en')).toContain('13 months');
    expect(await storedHtml(untouched, 'legal-privacy-nl')).toContain(
      'je kunt de meting altijd uitzetten',
    );
    // Byte for byte what 202511212201_legal_pages seeded (SHA-256 of the seed's texts of then):
    // a frozen text that drifted would leave every real platform's statement as it was.
    const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
    expect({
      cookiesNl: sha256(nl),
      cookiesEn: sha256(await storedHtml(untouched, 'legal-cookie-statement-en')),
      privacyNl: sha256(await storedHtml(untouched, 'legal-privacy-nl')),
      privacyEn: sha256(await storedHtml(untouched, 'legal-privacy-en')),
    }).toEqual({
      cookiesNl: '9dde52e2720b6d111f4e69d33d6f22027288414545b559ab862d283e7db0603f',
      cookiesEn: '99dd502a7d69e4b486c60ff25b35f302467fc930037ae8eddbedc7e76909cbfb',
      privacyNl: 'f7634f98f318c0e09503ed4838672d8ae29d6cec2823f6f6009e5e85e8d199b2',
      privacyEn: '6b7156ab66d7340a2eda67ba654d8fc06f9a451b2a7686a8af37c205e55e87d1',
    });
    // The other legal pages are not this migration's business.
    expect(await storedHtml(untouched, 'legal-terms-of-use-nl')).toBe(
      seeded('legal-terms-of-use-nl'),
    );
  });

  it('gives every unchanged statement the new text and leaves an edited or deleted one alone', async () => {
    const before = await storedHtml(edited, 'legal-cookie-statement-nl');
    const ownText = `${before}<p>Wij gebruiken daarnaast een cookie van onze chatdienst.</p>`;
    await blockOf(edited, 'legal-cookie-statement-nl').update({
      content: JSON.stringify({ html: ownText }),
    });
    await blockOf(deleted, 'legal-cookie-statement-en').update({ deleted_at: db.knex.fn.now() });

    await cookieStatementMigration.up(db.knex);

    for (const name of [
      'legal-cookie-statement-nl',
      'legal-cookie-statement-en',
      'legal-privacy-nl',
      'legal-privacy-en',
    ]) {
      // The same text a tenant created today gets.
      expect(await storedHtml(untouched, name), name).toBe(seeded(name));
    }
    expect(await storedHtml(edited, 'legal-cookie-statement-nl')).toBe(ownText);
    expect(await storedHtml(edited, 'legal-cookie-statement-en')).toBe(
      seeded('legal-cookie-statement-en'),
    );
    expect(await storedHtml(deleted, 'legal-cookie-statement-en')).toContain('13 months');
    expect(await storedHtml(deleted, 'legal-cookie-statement-nl')).toBe(
      seeded('legal-cookie-statement-nl'),
    );
  });

  it('shows visitors of an updated platform the table of exactly the cookies the platform sets', async () => {
    const res = await request(app)
      .get('/api/pages:withName?name=legal-cookie-statement-nl')
      .set('Host', 'ongewijzigd.test');
    expect(res.status).toBe(200);
    const block = (res.body as Page).buildingBlockInstances.find(
      (instance) => instance.buildingBlock === 'rich-text',
    )!;
    const table = cookieTable((block.content as { html: string }).html);
    expect(table.columns).toEqual(['Naam', 'Waarvoor', 'Hoe lang', 'Wanneer geplaatst']);
    expect(table.rows.map((row) => row.name)).toEqual([...platformCookieNames]);
  });

  it('changes nothing when run again, and down() restores only what up() changed', async () => {
    await cookieStatementMigration.up(db.knex);
    expect(await storedHtml(untouched, 'legal-cookie-statement-nl')).toBe(
      seeded('legal-cookie-statement-nl'),
    );

    await cookieStatementMigration.down(db.knex);
    expect(await storedHtml(untouched, 'legal-cookie-statement-nl')).toContain('13 maanden');
    expect(await storedHtml(untouched, 'legal-privacy-en')).toContain(
      'you can switch the measurement off at any time',
    );
    expect(await storedHtml(edited, 'legal-cookie-statement-nl')).toContain(
      'een cookie van onze chatdienst',
    );
    expect(await storedHtml(edited, 'legal-cookie-statement-en')).toContain('13 months');
    // The block deleted before up() kept its old text; the live one went back as well.
    expect(await storedHtml(deleted, 'legal-cookie-statement-en')).toContain('13 months');
    expect(await storedHtml(deleted, 'legal-cookie-statement-nl')).toContain('13 maanden');
  });
});
