import type { AccessTokenResponse, ApplicationUser, UploadedImage } from '@plein/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, admin, Browser } from './helpers/identity';
import { makeImage, uploadImage } from './helpers/images';
import { testApp } from './helpers/test-app';
import { openTestDatabase } from './helpers/test-database';
import type { TestDatabase } from './helpers/test-database';

let db: TestDatabase;
let app: ReturnType<typeof testApp>['app'];
const password = 'een goed wachtwoord';

/** A signed-in user with a bearer token for uploads. */
async function member(email: string) {
  await addUser(db.knex, { email, password });
  const browser = new Browser(app);
  await browser.signIn(email, password);
  const me = (await browser.get('/api/profiles:loggedIn')).body as ApplicationUser;
  const token = ((await browser.get('/api/auth/token')).body as AccessTokenResponse).accessToken;
  const upload = async (query: string) => {
    const res = await uploadImage(app, query, await makeImage('png'), { token });
    expect(res.status, res.text).toBe(201);
    return (res.body as UploadedImage).guid;
  };
  const setPhoto = (value: string) =>
    browser.put('/api/profiles:loggedIn', { properties: [{ key: 'profielfoto', value }] });
  return { browser, me, upload, setPhoto };
}

beforeAll(async () => {
  db = await openTestDatabase({ seeded: true });
  app = testApp(db).app;
});
afterAll(() => db.close());

describe('the profile photo (property profielfoto)', () => {
  it('takes an image uploaded for the own profile, and can be emptied', async () => {
    const anna = await member('anna@demo.test');
    const photo = await anna.upload(`profile=${anna.me.guid}`);
    const saved = await anna.setPhoto(photo);
    expect(saved.status, saved.text).toBe(200);
    expect((saved.body as ApplicationUser).properties).toContainEqual({
      key: 'profielfoto',
      value: photo,
    });
    expect((await anna.setPhoto('')).status).toBe(200);
  });

  it('refuses another profile’s image, a public image and unknown guids', async () => {
    const bram = await member('bram@demo.test');
    const cato = await member('cato@demo.test');
    const catoPhoto = await cato.upload(`profile=${cato.me.guid}`);
    const adminBrowser = new Browser(app);
    await adminBrowser.signIn(admin.email, admin.password);
    const adminToken = ((await adminBrowser.get('/api/auth/token')).body as AccessTokenResponse)
      .accessToken;
    const publicImage = (
      (await uploadImage(app, 'public', await makeImage('png'), { token: adminToken }))
        .body as UploadedImage
    ).guid;
    for (const value of [catoPhoto, publicImage, '3f2c0a4e-1b2d-4c5e-8f90-a1b2c3d4e5f6', 'x']) {
      const res = await bram.setPhoto(value);
      expect(res.status, value).toBe(400);
      expect(res.body).toMatchObject({ error: { code: 'invalid_body' } });
    }
  });
});
