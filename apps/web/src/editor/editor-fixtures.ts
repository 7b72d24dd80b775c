import type {
  BuildingBlockInstance,
  MenuItem,
  Page,
  PageDraftState,
  PublicForm,
} from '@plein/api-client';
import { emptyFormField } from '@plein/validation';

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

/**
 * The draft state of the fixture page as its editors get it: never published, version 7, last
 * changed by Anna Bakker on 20 November 2026 at 14:05 (Amsterdam time).
 */
export function fixtureDraft(over: Partial<PageDraftState> = {}): PageDraftState {
  return {
    version: 7,
    hasChanges: true,
    changedAt: '2026-11-20T13:05:00.000Z',
    changedBy: 'Anna Bakker',
    publishedAt: null,
    publishAt: null,
    unpublishAt: null,
    ...over,
  };
}

/** The fixture page published on 18 November; `hasChanges`: its draft differs from that. */
export function publishedFixturePage(hasChanges: boolean, over: Partial<Page> = {}): Page {
  return fixturePage({
    isPublished: true,
    draft: fixtureDraft({
      hasChanges,
      publishedAt: '2026-11-18T09:00:00.000Z',
      // Without changes the last write was the publication itself.
      ...(hasChanges ? {} : { changedAt: '2026-11-18T09:00:00.000Z' }),
    }),
    ...over,
  });
}

/**
 * The fixture page as an editor gets it (with its draft): editable by content managers with
 * {@link editRole}.
 */
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
    draft: fixtureDraft(),
    ...over,
  };
}

/** The guid of the list block of {@link fixtureListBlockPage}. */
export const listBlockGuid = 'l0000000-0000-4000-8000-000000000001';

/**
 * What `GET /api/pages/{guid}` answers for the fixture page holding one list block, "Nieuws",
 * and nothing else; `over` changes the block (its content, its options).
 */
export function fixtureListBlockPage(over: Partial<BuildingBlockInstance> = {}) {
  return {
    page: fixturePage({
      buildingBlockInstances: [
        fixtureBlock({
          guid: listBlockGuid,
          buildingBlock: 'list',
          content: { title: 'Nieuws' },
          ...over,
        }),
      ],
    }),
    listMetadata: [],
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

/** An open form with one field ("Naam"), titled "Contact", as visitors get it. */
export function fixturePublicForm(guid: string): PublicForm {
  return {
    guid,
    version: 1,
    content: {
      title: { nl: 'Contact', en: '' },
      introduction: { nl: '', en: '' },
      confirmation: { nl: '', en: '' },
      fields: [{ ...emptyFormField('shortText', 'naam'), label: { nl: 'Naam', en: '' } }],
    },
    openState: 'open',
    openDate: null,
    closeDate: null,
    refusal: null,
  };
}
