import type {
  BuildingBlockInstance,
  CreatedListItems,
  Page,
  UploadedImage,
} from '@plein/api-client';
import type { Express } from 'express';
import type { Knex } from 'knex';
import { createPlatformsRepository } from '../../src/modules/platforms/repository';
import { createRolesRepository } from '../../src/modules/roles/repository';
import type { Browser } from './identity';
import { addUser } from './identity';
import { makeImage, uploadImage } from './images';

/** A value that exists for the path parameters of the routes under `prefix`. */
export interface RouteParameter {
  prefix: string;
  value: string;
}

/**
 * Makes one of everything a route's path can name on the demo site (a page with a hero and a
 * list block, a list item, an image, a user, a role) as `admin`, and says which value fits
 * the routes under each path prefix (the most specific prefix first).
 *
 * @example
 * const params = await routeParameterFixture(app, db.knex, adminBrowser);
 */
export async function routeParameterFixture(
  app: Express,
  knex: Knex,
  admin: Browser,
): Promise<RouteParameter[]> {
  const demo = (await createPlatformsRepository(knex).findByHost('localhost'))!;
  const page = (await admin.post('/api/pages', { name: 'fuzz', title: 'Fuzz', layout: '100' }))
    .body as Page;
  const block = async (input: object) =>
    ((await admin.post(`/api/pages/${page.guid}/blocks`, input)).body as BuildingBlockInstance)
      .guid;
  const hero = await block({
    buildingBlock: 'hero',
    layoutPosition: 'main',
    content: { title: 'H' },
  });
  const list = await block({
    buildingBlock: 'list',
    layoutPosition: 'main',
    content: { title: 'L' },
  });
  const items = (
    await admin.post(`/api/listitem/list/${list}`, [
      { title: 'Eerste', listItemTypeName: 'Nieuws', isPublished: true },
    ])
  ).body as CreatedListItems;
  const token = ((await admin.get('/api/auth/token')).body as { accessToken: string }).accessToken;
  const image = (await uploadImage(app, 'public', await makeImage('png'), { token }))
    .body as UploadedImage;
  const user = await addUser(knex, { email: 'fuzz-lezer@plein.test' });
  const role = await createRolesRepository(knex).create(demo, { name: 'Fuzz' });
  return [
    { prefix: '/a/', value: image.guid },
    { prefix: '/api/pages', value: page.guid },
    { prefix: '/api/buildingblockinstance', value: hero },
    { prefix: '/api/listitem/list', value: list },
    { prefix: '/api/listitem/widget', value: list },
    { prefix: '/api/listitem/short', value: 'abc123' },
    { prefix: '/api/listitem/', value: items.items[0]!.guid },
    { prefix: '/api/admin/users', value: user.guid },
    { prefix: '/api/roles', value: role },
    { prefix: '/api/profilefielddefinitions', value: 'fuzzveld' },
    { prefix: '/api/pagetemplates', value: 'article' },
  ];
}
