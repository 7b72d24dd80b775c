import type { BuildingBlockInstance, MenuItem, Page } from '@plein/api-client';

/** Test data of the editor's tests: a page placed in the menu at `/over-ons`. */
export const pageGuid = '5a7e0000-0000-4000-8000-0000000000aa';
export const editRole = 'r0000000-0000-4000-8000-000000000001';

/** A block of the fixture page. */
export function fixtureBlock(over: Partial<BuildingBlockInstance> = {}): BuildingBlockInstance {
  return {
    guid: 'b0000000-0000-4000-8000-000000000001',
    buildingBlock: 'rich-text',
    options: [],
    layoutPosition: 'main',
    sortId: 1,
    content: { html: '<p>Welkom bij ons team.</p>' },
    ...over,
  };
}

/** The fixture page: editable by content managers with {@link editRole}. */
export function fixturePage(over: Partial<Page> = {}): Page {
  return {
    guid: pageGuid,
    name: 'over-ons',
    title: 'Over ons',
    layout: '25-50-25',
    isPublished: false,
    options: [],
    buildingBlockInstances: [
      fixtureBlock({
        guid: 'b1',
        content: { title: 'Wie wij zijn', text: '' },
        buildingBlock: 'hero',
        layoutPosition: 'top',
      }),
      fixtureBlock({ guid: 'b2', sortId: 1 }),
      fixtureBlock({ guid: 'b3', sortId: 2, content: { html: '<p>Tweede alinea.</p>' } }),
    ],
    editRoles: [editRole],
    editPermission: 'Roles',
    roleIds: [],
    ...over,
  };
}

/** The main menu with the fixture page at `/over-ons`. */
export const fixtureMenu: MenuItem[] = [
  {
    guid: 'm1',
    urlSegment: 'over-ons',
    name: 'Over ons',
    pageGuid,
    pageName: 'over-ons',
    pageIsPublished: false,
    externalUrl: null,
    relatedMenuItems: [],
  },
];
