import type { ListItem, ListItemsPage, PlatformSettingValue } from '@plein/api-client';
import type { Express } from 'express';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTenants } from '../src/db/seed/demo-data';
import { demoListsByTenant } from '../src/db/seed/demo-lists';
import { demoPictureNames, demoPictureSvg } from '../src/db/seed/demo-pictures';
import { seedDemo } from '../src/db/seed/seed-demo';
import { testApp } from './helpers/test-app';
import { openTestDatabase } from './helpers/test-database';
import type { TestDatabase } from './helpers/test-database';

let db: TestDatabase;
let app: Express;
beforeAll(async () => {
  db = await openTestDatabase();
  await seedDemo(db.knex, { adminPassword: 'demo-pictures-password' });
  app = testApp(db).app;
});
afterAll(() => db.close());

// Expired events too: every seeded item is counted.
const allPeriods = encodeURIComponent(JSON.stringify({ meta: { periodEnd: 'all' } }));

/** An image of the image service as a visitor of `host` gets it, decoded. */
async function visitorImage(host: string, guid: string, width: number) {
  const res = await request(app)
    .get(`/a/${guid}?width=${width}`)
    .set('Host', host)
    .buffer(true)
    .parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    });
  expect(res.status, `${host} /a/${guid}`).toBe(200);
  return sharp(res.body as Buffer).metadata();
}

describe('the demo sites show seeded pictures', () => {
  it('draws every picture as a valid SVG of its own', () => {
    const drawings = demoPictureNames.map(demoPictureSvg);
    expect(new Set(drawings).size).toBe(demoPictureNames.length);
    for (const svg of drawings)
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 1600 900">.*<\/svg>$/s);
  });

  it.each(demoTenants.map((demo) => [demo.name, demo.hosts[0]!] as const))(
    '%s: a header image visitors load through the image service',
    async (_name, host) => {
      const res = await request(app).get('/api/platformsettingvalues').set('Host', host);
      expect(res.status).toBe(200);
      const values = res.body as PlatformSettingValue[];
      const header = values.find((value) => value.key === 'headerImages')?.value as
        { imageGuid: string }[] | undefined;
      expect(header).toHaveLength(1);
      const image = await visitorImage(host, header![0]!.imageGuid, 960);
      expect(image).toMatchObject({ width: 960, height: 540 });
    },
  );

  it.each(demoTenants.map((demo) => [demo.name, demo.hosts[0]!] as const))(
    '%s: list items with a picture show it first, as their thumbnail, with alternative text',
    async (name, host) => {
      const lists = demoListsByTenant[name] ?? [];
      const expected = lists.flatMap((list) => list.items.filter((item) => item.picture));
      expect(expected.length).toBeGreaterThan(0);
      const blockGuids = await db
        .knex('building_block_instances as b')
        .join('platforms as p', 'p.id', 'b.platform_id')
        .where({ 'p.name': name, 'b.building_block': 'list' })
        .pluck<string[]>('b.guid');
      const items: ListItem[] = [];
      for (const guid of blockGuids) {
        const res = await request(app)
          .get(`/api/listitem/list/${guid}?itemCount=50&filter=${allPeriods}`)
          .set('Host', host);
        expect(res.status).toBe(200);
        items.push(...(res.body as ListItemsPage).items);
      }
      const withPicture = items.filter((item) => item.firstImageGuid);
      expect(withPicture.map((item) => item.title).sort()).toEqual(
        expected.map((item) => item.title).sort(),
      );
      // An expired event is listed (with 'all'), but visitors no longer open it.
      const current = withPicture.filter(
        (item) => !item.metadata.periodEnd || new Date(item.metadata.periodEnd) > new Date(),
      );
      expect(current.length).toBeGreaterThan(0);
      for (const item of current) {
        const res = await request(app).get(`/api/listitem/${item.guid}`).set('Host', host);
        expect(res.status, item.title).toBe(200);
        const [first] = (res.body as ListItem).contentBuildingBlockInstances;
        expect(first?.buildingBlock).toBe('image');
        const content = first?.content as { imageGuid: string; alt: string };
        expect(content.imageGuid).toBe(item.firstImageGuid);
        expect(content.alt).toMatch(/\w{3,} \w+/);
      }
      const thumbnail = await visitorImage(host, withPicture[0]!.firstImageGuid!, 480);
      expect(thumbnail).toMatchObject({ width: 480, height: 270 });
    },
  );
});
