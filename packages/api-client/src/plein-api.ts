import { createApi } from '@reduxjs/toolkit/query/react';
import type {
  ActivityEntry,
  InvitationAcceptRequest,
  InvitationAcceptResponse,
  InvitationCreateRequest,
  InvitationStatus,
  InvitationSent,
  InvitationSummary,
  PageQuery,
  Paged,
  ProfileFieldDefinition,
  ProfileFieldDefinitionInput,
  TermsOfUseInfo,
  VerificationConfirmRequest,
  VerificationConfirmResponse,
  VerificationSendRequest,
  VerificationSendResponse,
} from './contract/accounts';
import type {
  AdminUserDetail,
  AdminUserUpdate,
  AdminUsersQuery,
  OutboxMail,
  Role,
  RoleGrants,
  RoleInput,
} from './contract/admin';
import type {
  AccessTokenResponse,
  ApplicationUser,
  LoginRequest,
  PasswordChangeRequest,
  EmailChangeConfirmed,
  EmailChangeConfirmRequest,
  EmailChangeRequest,
  EmailChangeRequested,
  PasswordResetConfirmRequest,
  SessionSummary,
  PasswordResetRequest,
  PasswordResetRequested,
  ProfileUpdate,
} from './contract/identity';
import type {
  CreatedListItems,
  EditorListQuery,
  ListBlockMetadata,
  ListItem,
  ListItemInput,
  ListItemOrderInput,
  ListItemsPage,
  ListItemType,
  ListQuery,
  ListsQuery,
  ListsResponse,
  TrashedListItem,
  ListItemRevision,
  ListItemRevisionSummary,
  WidgetQuery,
} from './contract/list-items';
import type { ImageUploadQuery, UploadedImage } from './contract/images';
import { imageUploadField } from './contract/images';
import type { MenuItem, MenuItemInput } from './contract/menus';
import type { SearchQuery, SearchResponse } from './contract/search';
import type {
  BlockContentInput,
  BlockInput,
  BlockOptionsInput,
  BlockOrderInput,
  BlockPermissionsInput,
  BuildingBlockInstance,
  EditBase,
  Page,
  PageCreateInput,
  PageInput,
  PagePresence,
  PageResponse,
  PageRevision,
  PageRevisionSummary,
  PageScheduleInput,
  PagesQuery,
  PageSummary,
  PageTemplate,
  TrashedPage,
} from './contract/pages';
import { editBaseHeader, formatEditBase } from './contract/pages';
import type { PageActivityEntry } from './contract/page-activity';
import type {
  CreatedPreviewLink,
  PreviewLink,
  PreviewLinkCreateInput,
  PreviewResponse,
} from './contract/preview-links';
import type {
  PlatformSettingsUpdate,
  PlatformSettingValue,
  PlatformSettingValuesQuery,
} from './contract/settings';
import type { ItemAddress, SiteAddress } from './contract/site-address';
import { pleinBaseQuery } from './base-query';
import { hydrateState } from './hydration';

/** Query string parameters of the settings call, in a stable order. */
function settingsParams(query: PlatformSettingValuesQuery): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  if (query.keys?.length) params.keys = query.keys.join(',');
  if (query.includeAll) params.includeAll = 'true';
  return Object.keys(params).length ? params : undefined;
}

/** Query string of a paged list (and its search), without empty values. */
function pageParams(query: PageQuery & { search?: string }): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  if (query.search) params.search = query.search;
  if (query.page !== undefined) params.page = String(query.page);
  if (query.pageSize !== undefined) params.pageSize = String(query.pageSize);
  return Object.keys(params).length ? params : undefined;
}

/** Everything that depends on who is signed in: refetched after login and logout. */
const userTags = [
  'Profile',
  'Activity',
  'Terms',
  'ProfileFields',
  'Users',
  'Roles',
  'Invitations',
  'Outbox',
  'Sessions',
  'Statistics',
  'PreviewLinks',
] as const;

/** Query string of a list query, in a stable order; `filter` as JSON. */
function listParams(query: ListQuery = {}): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  if (query.pageNumber !== undefined) params.pageNumber = String(query.pageNumber);
  if (query.itemCount !== undefined) params.itemCount = String(query.itemCount);
  if (query.sort_by) params.sort_by = query.sort_by;
  if (query.filter) params.filter = JSON.stringify(query.filter);
  if (query.searchFilter) params.searchFilter = query.searchFilter;
  return Object.keys(params).length ? params : undefined;
}

/** Query string of `GET /api/pages`, with the parameter names of spec section 7. */
function pagesParams(query: PagesQuery): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  if (query.includeBbis) params.IncludeBbis = 'true';
  if (query.filterBbisByBuildingBlocks?.length) {
    params.FilterBbisByBuildingBlocks = query.filterBbisByBuildingBlocks.join(',');
  }
  return Object.keys(params).length ? params : undefined;
}

const pageUrl = (id: string, rest = '') => `/api/pages/${encodeURIComponent(id)}${rest}`;
const blockUrl = (guid: string, rest = '') =>
  `/api/buildingblockinstance/${encodeURIComponent(guid)}${rest}`;
/** The header naming what an editor's write is based on, when it names one. */
const editHeaders = (base: EditBase | undefined): Record<string, string> =>
  base ? { [editBaseHeader]: formatEditBase(base) } : {};

/** `/a/upload?block=<guid>`, or `/a/upload?public` for the scopes that take no value. */
function uploadUrl(scope: ImageUploadQuery): string {
  const [name, value] = Object.entries(scope)[0] ?? ['public', ''];
  return `/a/upload?${name}${value ? `=${encodeURIComponent(value)}` : ''}`;
}

/** Item ids shorter than a guid are short ids (spec section 7). */
function listItemUrl(id: string): string {
  return id.length < 32
    ? `/api/listitem/short/${encodeURIComponent(id)}`
    : `/api/listitem/${encodeURIComponent(id)}`;
}

/**
 * The RTK Query api slice with every Plein endpoint. One module-level slice; each store gives
 * it a transport (see {@link ApiTransport}).
 *
 * @example
 * const { data } = pleinApi.useGetPlatformSettingValuesQuery({});
 */
export const pleinApi = createApi({
  reducerPath: 'pleinApi',
  baseQuery: pleinBaseQuery,
  tagTypes: ['Settings', 'Page', 'Menu', 'List', 'ListItem', 'Templates', ...userTags],
  // The server's state is the api slice's own state, serialised; RTK Query types it loosely here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  extractRehydrationInfo(action, { reducerPath }): any {
    if (hydrateState.match(action)) return action.payload[reducerPath];
    return undefined;
  },
  endpoints: (build) => ({
    getPlatformSettingValues: build.query<PlatformSettingValue[], PlatformSettingValuesQuery>({
      query: (query) => ({ url: '/api/platformsettingvalues', params: settingsParams(query) }),
      providesTags: ['Settings'],
    }),
    // Where the site lives for the host asked: its origin, and where another host name moves.
    getSiteAddress: build.query<SiteAddress, void>({
      query: () => '/api/site-address',
      providesTags: ['Settings'],
    }),
    // Where the site links a list item: under its list's page.
    getItemAddress: build.query<ItemAddress, string>({
      query: (guid) => `/api/site-address/items/${encodeURIComponent(guid)}`,
      providesTags: (_result, _error, guid) => [{ type: 'ListItem', id: guid }],
    }),
    getPage: build.query<PageResponse, string>({
      query: (id) => `/api/pages/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Page', id }],
    }),
    getPageByName: build.query<Page, string>({
      query: (name) => ({ url: '/api/pages:withName', params: { name } }),
      providesTags: (result) => (result ? [{ type: 'Page', id: result.guid }] : []),
    }),
    getMenuByName: build.query<MenuItem[], string>({
      query: (name) => ({ url: '/api/menus:withName', params: { name } }),
      providesTags: (_result, _error, name) => [{ type: 'Menu', id: name }],
    }),

    // Editing: pages, their blocks, templates, menus and settings. Every write invalidates the
    // tags the visitor-side reads provide, so open screens show the change.
    getPages: build.query<PageSummary[], PagesQuery>({
      query: (query) => ({ url: '/api/pages', params: pagesParams(query) }),
      providesTags: [{ type: 'Page', id: 'LIST' }],
    }),
    getPageTemplates: build.query<PageTemplate[], void>({
      query: () => '/api/pagetemplates',
      providesTags: ['Templates'],
    }),
    getPageTemplate: build.query<PageTemplate, string>({
      query: (id) => `/api/pagetemplates/${encodeURIComponent(id)}`,
      providesTags: ['Templates'],
    }),
    createPage: build.mutation<Page, PageCreateInput>({
      query: (body) => ({ url: '/api/pages', method: 'POST', body }),
      invalidatesTags: ['Page', 'Menu'],
    }),
    updatePage: build.mutation<Page, { id: string; page: PageInput; base?: EditBase }>({
      query: ({ id, page, base }) => ({
        url: pageUrl(id),
        method: 'PUT',
        body: page,
        headers: editHeaders(base),
      }),
      invalidatesTags: ['Page', 'Menu'],
    }),
    setPagePublished: build.mutation<Page, { id: string; isPublished: boolean; base?: EditBase }>({
      query: ({ id, isPublished, base }) => ({
        url: pageUrl(id, '/published'),
        method: 'POST',
        body: { isPublished },
        headers: editHeaders(base),
      }),
      invalidatesTags: ['Page', 'Menu'],
    }),
    schedulePage: build.mutation<
      Page,
      { id: string; schedule: PageScheduleInput; base?: EditBase }
    >({
      query: ({ id, schedule, base }) => ({
        url: pageUrl(id, '/schedule'),
        method: 'PUT',
        body: schedule,
        headers: editHeaders(base),
      }),
      invalidatesTags: ['Page'],
    }),
    beatPagePresence: build.mutation<PagePresence, { id: string; session: string }>({
      query: ({ id, session }) => ({
        url: pageUrl(id, '/presence'),
        method: 'POST',
        body: { session },
      }),
    }),
    leavePagePresence: build.mutation<void, { id: string; session: string }>({
      query: ({ id, session }) => ({
        url: pageUrl(id, '/presence:leave'),
        method: 'POST',
        body: { session },
      }),
    }),
    discardPageDraft: build.mutation<Page, { id: string; base?: EditBase }>({
      query: ({ id, base }) => ({
        url: pageUrl(id, '/draft'),
        method: 'DELETE',
        headers: editHeaders(base),
      }),
      invalidatesTags: ['Page'],
    }),
    getPageRevisions: build.query<PageRevisionSummary[], string>({
      query: (id) => pageUrl(id, '/revisions'),
      providesTags: (_result, _error, id) => [{ type: 'Page', id: `revisions:${id}` }],
    }),
    getPageRevision: build.query<PageRevision, { id: string; number: number }>({
      query: ({ id, number }) => pageUrl(id, `/revisions/${String(number)}`),
    }),
    restorePageRevision: build.mutation<Page, { id: string; number: number; base?: EditBase }>({
      query: ({ id, number, base }) => ({
        url: pageUrl(id, `/revisions/${String(number)}:restore`),
        method: 'POST',
        headers: editHeaders(base),
      }),
      invalidatesTags: ['Page'],
    }),
    // Who did what to pages: one page's (its editors) and every page's (admins).
    getPageActivity: build.query<Paged<PageActivityEntry>, { id: string } & PageQuery>({
      query: ({ id, ...query }) => ({ url: pageUrl(id, '/activity'), params: pageParams(query) }),
      providesTags: [{ type: 'Page', id: 'ACTIVITY' }],
    }),
    getPagesActivity: build.query<Paged<PageActivityEntry>, PageQuery>({
      query: (query) => ({ url: '/api/pages:activity', params: pageParams(query) }),
      providesTags: [{ type: 'Page', id: 'ACTIVITY' }],
    }),
    // Preview links: the draft for reviewers without an account, until the link expires.
    getPreviewLinks: build.query<PreviewLink[], string>({
      query: (pageId) => pageUrl(pageId, '/preview-links'),
      providesTags: (_result, _error, pageId) => [{ type: 'PreviewLinks', id: pageId }],
    }),
    createPreviewLink: build.mutation<
      CreatedPreviewLink,
      { pageId: string } & PreviewLinkCreateInput
    >({
      query: ({ pageId, expiresInHours }) => ({
        url: pageUrl(pageId, '/preview-links'),
        method: 'POST',
        body: { expiresInHours },
      }),
      invalidatesTags: (_result, _error, { pageId }) => [{ type: 'PreviewLinks', id: pageId }],
    }),
    revokePreviewLink: build.mutation<void, { pageId: string; linkId: string }>({
      query: ({ pageId, linkId }) => ({
        url: pageUrl(pageId, `/preview-links/${encodeURIComponent(linkId)}`),
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { pageId }) => [{ type: 'PreviewLinks', id: pageId }],
    }),
    /** A page's draft through a preview link (anyone); 404 once the link expired or was revoked. */
    getPreview: build.query<PreviewResponse, string>({
      query: (token) => `/api/preview/${encodeURIComponent(token)}`,
    }),
    getTrashedPages: build.query<TrashedPage[], void>({
      query: () => '/api/pages:trash',
      providesTags: [{ type: 'Page', id: 'TRASH' }],
    }),
    restorePageFromTrash: build.mutation<Page, string>({
      query: (id) => ({ url: pageUrl(id, ':restore'), method: 'POST' }),
      invalidatesTags: ['Page', 'Menu'],
    }),
    deletePage: build.mutation<void, string>({
      query: (id) => ({ url: pageUrl(id), method: 'DELETE' }),
      invalidatesTags: ['Page', 'Menu'],
    }),
    getBlock: build.query<BuildingBlockInstance, string>({
      query: (guid) => blockUrl(guid),
      providesTags: ['Page'],
    }),
    addBlock: build.mutation<
      BuildingBlockInstance,
      { pageId: string; block: BlockInput; base?: EditBase }
    >({
      query: ({ pageId, block, base }) => ({
        url: pageUrl(pageId, '/blocks'),
        method: 'POST',
        body: block,
        headers: editHeaders(base),
      }),
      invalidatesTags: ['Page'],
    }),
    updateBlockContent: build.mutation<
      BuildingBlockInstance,
      { guid: string; input: BlockContentInput; base?: EditBase }
    >({
      query: ({ guid, input, base }) => ({
        url: blockUrl(guid),
        method: 'PUT',
        body: input,
        headers: editHeaders(base),
      }),
      invalidatesTags: ['Page', 'List'],
    }),
    setBlockOptions: build.mutation<
      BuildingBlockInstance,
      { guid: string; options: BlockOptionsInput; base?: EditBase }
    >({
      query: ({ guid, options, base }) => ({
        url: blockUrl(guid, '/options'),
        method: 'POST',
        body: options,
        headers: editHeaders(base),
      }),
      invalidatesTags: ['Page', 'List'],
    }),
    setBlockPermissions: build.mutation<
      BuildingBlockInstance,
      { guid: string; permissions: BlockPermissionsInput; base?: EditBase }
    >({
      query: ({ guid, permissions, base }) => ({
        url: blockUrl(guid, '/permissions'),
        method: 'POST',
        body: permissions,
        headers: editHeaders(base),
      }),
      invalidatesTags: ['Page'],
    }),
    reorderBlocks: build.mutation<
      Page,
      { pageId: string; order: BlockOrderInput; base?: EditBase }
    >({
      query: ({ pageId, order, base }) => ({
        url: pageUrl(pageId, '/blocks:order'),
        method: 'PUT',
        body: order,
        headers: editHeaders(base),
      }),
      invalidatesTags: ['Page'],
    }),
    deleteBlock: build.mutation<void, { guid: string; base?: EditBase }>({
      query: ({ guid, base }) => ({
        url: blockUrl(guid),
        method: 'DELETE',
        headers: editHeaders(base),
      }),
      invalidatesTags: ['Page', 'List'],
    }),
    restoreBlock: build.mutation<BuildingBlockInstance, { guid: string; base?: EditBase }>({
      query: ({ guid, base }) => ({
        url: blockUrl(guid, ':restore'),
        method: 'POST',
        headers: editHeaders(base),
      }),
      invalidatesTags: ['Page', 'List'],
    }),
    saveMenu: build.mutation<MenuItem[], { name: string; items: MenuItemInput[] }>({
      query: ({ name, items }) => ({
        url: '/api/menus:withName',
        method: 'PUT',
        params: { name },
        body: items,
      }),
      invalidatesTags: (_result, _error, { name }) => [{ type: 'Menu', id: name }],
    }),
    uploadImage: build.mutation<
      UploadedImage,
      { file: Blob; fileName?: string; scope: ImageUploadQuery; accessToken: string }
    >({
      // Spec section 7: multipart with the field Image, one scope in the query, a bearer token.
      query: ({ file, fileName, scope, accessToken }) => {
        const body = new FormData();
        body.append(imageUploadField, file, fileName ?? 'image');
        return {
          url: uploadUrl(scope),
          method: 'POST',
          body,
          headers: { Authorization: `Bearer ${accessToken}` },
        };
      },
    }),
    updatePlatformSettings: build.mutation<PlatformSettingValue[], PlatformSettingsUpdate>({
      query: (body) => ({ url: '/api/platformsettingvalues', method: 'PUT', body }),
      invalidatesTags: ['Settings'],
    }),

    // Lists, list items and search.
    getListItemTypes: build.query<ListItemType[], void>({
      query: () => '/api/listitemtypes',
      providesTags: ['ListItem'],
    }),
    getListItem: build.query<ListItem, string>({
      query: listItemUrl,
      providesTags: (_result, _error, id) => [{ type: 'ListItem', id }],
    }),
    getList: build.query<ListItemsPage, { blockGuid: string; query?: ListQuery }>({
      query: ({ blockGuid, query }) => ({
        url: `/api/listitem/list/${encodeURIComponent(blockGuid)}`,
        params: listParams(query),
      }),
      providesTags: (_result, _error, { blockGuid }) => [{ type: 'List', id: blockGuid }],
    }),
    getLists: build.query<ListsResponse, ListsQuery>({
      query: (body) => ({ url: '/api/listitem/lists', method: 'POST', body }),
      providesTags: (_result, _error, body) =>
        Object.keys(body).map((id) => ({ type: 'List' as const, id })),
    }),
    getListMeta: build.query<ListBlockMetadata, string>({
      query: (blockGuid) => `/api/listitem/list/${encodeURIComponent(blockGuid)}/meta`,
      providesTags: (_result, _error, id) => [{ type: 'List', id }],
    }),
    getWidgetItems: build.query<ListItemsPage, { blockGuid: string; query?: WidgetQuery }>({
      query: ({ blockGuid, query }) => ({
        url: `/api/listitem/widget/${encodeURIComponent(blockGuid)}`,
        method: 'POST',
        body: query ?? {},
      }),
      providesTags: (_result, _error, { blockGuid }) => [{ type: 'List', id: blockGuid }],
    }),
    createListItems: build.mutation<
      CreatedListItems,
      { blockGuid: string; items: ListItemInput[] }
    >({
      query: ({ blockGuid, items }) => ({
        url: `/api/listitem/list/${encodeURIComponent(blockGuid)}`,
        method: 'POST',
        body: items,
      }),
      invalidatesTags: ['List', 'ListItem'],
    }),
    updateListItem: build.mutation<void, { guid: string; item: ListItemInput }>({
      query: ({ guid, item }) => ({
        url: `/api/listitem/${encodeURIComponent(guid)}`,
        method: 'PUT',
        body: item,
      }),
      invalidatesTags: ['List', 'ListItem'],
    }),
    /** Publishes a published item's draft (its unpublished changes). */
    publishListItemDraft: build.mutation<void, string>({
      query: (guid) => ({
        url: `/api/listitem/${encodeURIComponent(guid)}:publish`,
        method: 'POST',
      }),
      invalidatesTags: ['List', 'ListItem'],
    }),
    /** Throws a published item's unpublished changes away. */
    discardListItemDraft: build.mutation<void, string>({
      query: (guid) => ({
        url: `/api/listitem/${encodeURIComponent(guid)}/draft`,
        method: 'DELETE',
      }),
      invalidatesTags: ['List', 'ListItem'],
    }),
    deleteListItem: build.mutation<void, string>({
      query: (guid) => ({ url: `/api/listitem/${encodeURIComponent(guid)}`, method: 'DELETE' }),
      invalidatesTags: ['List', 'ListItem'],
    }),
    /** The editor's read: every (not deleted) item of a list block in manual order. */
    getEditorList: build.query<ListItemsPage, { blockGuid: string; query?: EditorListQuery }>({
      query: ({ blockGuid, query }) => ({
        url: `/api/listitem/list/${encodeURIComponent(blockGuid)}/all`,
        params: {
          ...(query?.pageNumber !== undefined ? { pageNumber: String(query.pageNumber) } : {}),
          ...(query?.itemCount !== undefined ? { itemCount: String(query.itemCount) } : {}),
        },
      }),
      providesTags: (_result, _error, { blockGuid }) => [{ type: 'List', id: blockGuid }],
    }),
    /** The deleted items of a list block, restorable for a while (editors). */
    getListTrash: build.query<TrashedListItem[], string>({
      query: (blockGuid) => `/api/listitem/list/${encodeURIComponent(blockGuid)}/trash`,
      providesTags: (_result, _error, blockGuid) => [{ type: 'List', id: blockGuid }],
    }),
    /** Undoes a delete: the item is back where it was. */
    restoreListItem: build.mutation<void, string>({
      query: (guid) => ({
        url: `/api/listitem/${encodeURIComponent(guid)}:restore`,
        method: 'POST',
      }),
      invalidatesTags: ['List', 'ListItem'],
    }),
    /** An item's publications, newest first (its editors). */
    getListItemRevisions: build.query<ListItemRevisionSummary[], string>({
      query: (guid) => `/api/listitem/${encodeURIComponent(guid)}/revisions`,
      providesTags: (_result, _error, guid) => [{ type: 'ListItem', id: `revisions:${guid}` }],
    }),
    getListItemRevision: build.query<ListItemRevision, { guid: string; number: number }>({
      query: ({ guid, number }) =>
        `/api/listitem/${encodeURIComponent(guid)}/revisions/${String(number)}`,
    }),
    /** Makes a revision the item's draft (published item) or the item (unpublished one). */
    restoreListItemRevision: build.mutation<void, { guid: string; number: number }>({
      query: ({ guid, number }) => ({
        url: `/api/listitem/${encodeURIComponent(guid)}/revisions/${String(number)}:restore`,
        method: 'POST',
      }),
      invalidatesTags: ['List', 'ListItem'],
    }),
    /** Puts some items of a block in a new manual order (`position_asc`). */
    orderListItems: build.mutation<void, { blockGuid: string; order: ListItemOrderInput }>({
      query: ({ blockGuid, order }) => ({
        url: `/api/listitem/list/${encodeURIComponent(blockGuid)}:order`,
        method: 'PUT',
        body: order,
      }),
      invalidatesTags: ['List', 'ListItem'],
    }),
    search: build.query<SearchResponse, SearchQuery>({
      query: ({ q, page, lang }) => ({
        url: '/api/search',
        params: {
          q,
          ...(page !== undefined ? { page: String(page) } : {}),
          ...(lang ? { lang } : {}),
        },
      }),
      providesTags: ['List'],
    }),

    // Identity: sign-in, tokens, password reset.
    login: build.mutation<ApplicationUser, LoginRequest>({
      query: (body) => ({ url: '/api/auth/login', method: 'POST', body }),
      invalidatesTags: [...userTags],
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: '/api/auth/logout', method: 'POST' }),
      invalidatesTags: [...userTags],
    }),
    getAccessToken: build.query<AccessTokenResponse, void>({
      query: () => '/api/auth/token',
      keepUnusedDataFor: 0,
    }),
    requestPasswordReset: build.mutation<PasswordResetRequested, PasswordResetRequest>({
      query: (body) => ({ url: '/api/auth/password-reset', method: 'POST', body }),
    }),
    confirmPasswordReset: build.mutation<void, PasswordResetConfirmRequest>({
      query: (body) => ({ url: '/api/auth/password-reset:confirm', method: 'POST', body }),
    }),
    changePassword: build.mutation<void, PasswordChangeRequest>({
      query: (body) => ({ url: '/api/auth/password:change', method: 'POST', body }),
      invalidatesTags: ['Sessions', 'Activity'],
    }),
    requestEmailChange: build.mutation<EmailChangeRequested, EmailChangeRequest>({
      query: (body) => ({ url: '/api/auth/email:change', method: 'POST', body }),
    }),
    confirmEmailChange: build.mutation<EmailChangeConfirmed, EmailChangeConfirmRequest>({
      query: (body) => ({ url: '/api/auth/email:confirm', method: 'POST', body }),
      invalidatesTags: [...userTags, 'Activity'],
    }),
    listSessions: build.query<SessionSummary[], void>({
      query: () => '/api/auth/sessions',
      providesTags: ['Sessions'],
    }),
    endSession: build.mutation<void, string>({
      query: (guid) => ({ url: `/api/auth/sessions/${guid}`, method: 'DELETE' }),
      invalidatesTags: ['Sessions'],
    }),
    endOtherSessions: build.mutation<void, void>({
      query: () => ({ url: '/api/auth/sessions:endOthers', method: 'POST' }),
      invalidatesTags: ['Sessions'],
    }),

    // The signed-in user's profile, fields, terms of use and activity.
    getLoggedInProfile: build.query<ApplicationUser, void>({
      query: () => '/api/profiles:loggedIn',
      providesTags: ['Profile'],
    }),
    updateLoggedInProfile: build.mutation<ApplicationUser, ProfileUpdate>({
      query: (body) => ({ url: '/api/profiles:loggedIn', method: 'PUT', body }),
      invalidatesTags: ['Profile', 'Activity', 'Terms'],
    }),
    getProfileActivity: build.query<Paged<ActivityEntry>, PageQuery>({
      query: (query) => ({ url: '/api/profiles:loggedIn/activity', params: pageParams(query) }),
      providesTags: ['Activity'],
    }),
    getProfileFieldDefinitions: build.query<ProfileFieldDefinition[], void>({
      query: () => '/api/profilefielddefinitions',
      providesTags: ['ProfileFields'],
    }),
    putProfileFieldDefinition: build.mutation<
      ProfileFieldDefinition,
      { key: string; field: ProfileFieldDefinitionInput }
    >({
      query: ({ key, field }) => ({
        url: `/api/profilefielddefinitions/${encodeURIComponent(key)}`,
        method: 'PUT',
        body: field,
      }),
      invalidatesTags: ['ProfileFields', 'Users'],
    }),
    deleteProfileFieldDefinition: build.mutation<void, string>({
      query: (key) => ({
        url: `/api/profilefielddefinitions/${encodeURIComponent(key)}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['ProfileFields', 'Users'],
    }),
    getTermsOfUse: build.query<TermsOfUseInfo, void>({
      query: () => '/api/termsofuse',
      providesTags: ['Terms'],
    }),
    acceptTermsOfUse: build.mutation<ApplicationUser, void>({
      query: () => ({ url: '/api/termsofuse:accept', method: 'POST' }),
      invalidatesTags: ['Profile', 'Terms', 'Activity'],
    }),
    declineTermsOfUse: build.mutation<ApplicationUser, void>({
      query: () => ({ url: '/api/termsofuse:decline', method: 'POST' }),
      invalidatesTags: ['Profile', 'Terms', 'Activity'],
    }),
    publishTermsOfUse: build.mutation<TermsOfUseInfo, void>({
      query: () => ({ url: '/api/termsofuse:publish', method: 'POST' }),
      invalidatesTags: ['Terms', 'Profile'],
    }),

    // Invitations and e-mail verification.
    getInvitationStatus: build.query<InvitationStatus, string>({
      query: (code) => `/api/userinvitation:status/${encodeURIComponent(code)}`,
      keepUnusedDataFor: 0,
    }),
    acceptInvitation: build.mutation<InvitationAcceptResponse, InvitationAcceptRequest>({
      query: (body) => ({ url: '/api/userinvitation:accept', method: 'POST', body }),
    }),
    getInvitations: build.query<Paged<InvitationSummary>, PageQuery>({
      query: (query) => ({ url: '/api/userinvitations', params: pageParams(query) }),
      providesTags: ['Invitations'],
    }),
    createInvitation: build.mutation<InvitationSent, InvitationCreateRequest>({
      query: (body) => ({ url: '/api/userinvitations', method: 'POST', body }),
      invalidatesTags: ['Invitations', 'Outbox'],
    }),
    resendInvitation: build.mutation<InvitationSent, string>({
      query: (guid) => ({
        url: `/api/userinvitations/${encodeURIComponent(guid)}:resend`,
        method: 'POST',
      }),
      invalidatesTags: ['Invitations', 'Outbox'],
    }),
    sendVerification: build.mutation<VerificationSendResponse, VerificationSendRequest>({
      query: (body) => ({ url: '/api/accountverification:send', method: 'POST', body }),
      invalidatesTags: ['Outbox'],
    }),
    verifyEmail: build.mutation<VerificationConfirmResponse, VerificationConfirmRequest>({
      query: (body) => ({ url: '/api/accountverification:verify', method: 'POST', body }),
      invalidatesTags: ['Profile', 'Activity', 'Users'],
    }),

    // Admin: users, roles, outbox.
    getAdminUsers: build.query<Paged<ApplicationUser>, AdminUsersQuery>({
      query: (query) => ({ url: '/api/admin/users', params: pageParams(query) }),
      providesTags: [{ type: 'Users', id: 'LIST' }],
    }),
    getAdminUser: build.query<AdminUserDetail, string>({
      query: (guid) => `/api/admin/users/${encodeURIComponent(guid)}`,
      providesTags: (_result, _error, guid) => [{ type: 'Users', id: guid }],
    }),
    // A user's activity as an admin sees it (admin/users/{guid}/activity).
    getAdminUserActivity: build.query<Paged<ActivityEntry>, PageQuery & { guid: string }>({
      query: ({ guid, ...paging }) => ({
        url: `/api/admin/users/${encodeURIComponent(guid)}/activity`,
        params: pageParams(paging),
      }),
      providesTags: (_result, _error, { guid }) => ['Activity', { type: 'Users', id: guid }],
    }),
    updateAdminUser: build.mutation<ApplicationUser, { guid: string; update: AdminUserUpdate }>({
      query: ({ guid, update }) => ({
        url: `/api/admin/users/${encodeURIComponent(guid)}`,
        method: 'PUT',
        body: update,
      }),
      invalidatesTags: (_result, _error, { guid }) => [
        { type: 'Users', id: guid },
        { type: 'Users', id: 'LIST' },
        'Roles',
        'Profile',
      ],
    }),
    deactivateAdminUser: build.mutation<ApplicationUser, string>({
      query: (guid) => ({
        url: `/api/admin/users/${encodeURIComponent(guid)}:deactivate`,
        method: 'POST',
      }),
      invalidatesTags: (_result, _error, guid) => [
        { type: 'Users', id: guid },
        { type: 'Users', id: 'LIST' },
      ],
    }),
    getRoles: build.query<Role[], void>({
      query: () => '/api/roles',
      providesTags: ['Roles'],
    }),
    // Pages and forms change what a role grants: a fresh look each time the overview opens.
    getRoleGrants: build.query<RoleGrants, string>({
      query: (guid) => `/api/roles/${encodeURIComponent(guid)}/grants`,
      providesTags: ['Roles', 'Page'],
      keepUnusedDataFor: 0,
    }),
    createRole: build.mutation<Role, RoleInput>({
      query: (body) => ({ url: '/api/roles', method: 'POST', body }),
      invalidatesTags: ['Roles'],
    }),
    updateRole: build.mutation<Role, { guid: string; role: RoleInput }>({
      query: ({ guid, role }) => ({
        url: `/api/roles/${encodeURIComponent(guid)}`,
        method: 'PUT',
        body: role,
      }),
      invalidatesTags: ['Roles'],
    }),
    deleteRole: build.mutation<void, string>({
      query: (guid) => ({ url: `/api/roles/${encodeURIComponent(guid)}`, method: 'DELETE' }),
      invalidatesTags: ['Roles', 'Users', 'Profile'],
    }),
    getOutbox: build.query<Paged<OutboxMail>, PageQuery>({
      query: (query) => ({ url: '/api/admin/outbox', params: pageParams(query) }),
      providesTags: ['Outbox'],
    }),
  }),
});

export const {
  useGetPlatformSettingValuesQuery,
  useGetSiteAddressQuery,
  useGetItemAddressQuery,
  useGetPageQuery,
  useGetPageByNameQuery,
  useGetMenuByNameQuery,
  useGetPagesQuery,
  useGetPageTemplatesQuery,
  useGetPageTemplateQuery,
  useCreatePageMutation,
  useUpdatePageMutation,
  useSetPagePublishedMutation,
  useDeletePageMutation,
  useGetBlockQuery,
  useAddBlockMutation,
  useUpdateBlockContentMutation,
  useSetBlockOptionsMutation,
  useSetBlockPermissionsMutation,
  useReorderBlocksMutation,
  useDeleteBlockMutation,
  useRestoreBlockMutation,
  useDiscardPageDraftMutation,
  useGetTrashedPagesQuery,
  useRestorePageFromTrashMutation,
  useBeatPagePresenceMutation,
  useLeavePagePresenceMutation,
  useSchedulePageMutation,
  useGetPageActivityQuery,
  useGetPagesActivityQuery,
  useGetPageRevisionsQuery,
  useGetPageRevisionQuery,
  useRestorePageRevisionMutation,
  useGetPreviewLinksQuery,
  useCreatePreviewLinkMutation,
  useRevokePreviewLinkMutation,
  useGetPreviewQuery,
  useSaveMenuMutation,
  useUpdatePlatformSettingsMutation,
  useUploadImageMutation,
  useGetListItemTypesQuery,
  useGetListItemQuery,
  useGetListQuery,
  useGetListsQuery,
  useGetListMetaQuery,
  useGetWidgetItemsQuery,
  useCreateListItemsMutation,
  useUpdateListItemMutation,
  useDeleteListItemMutation,
  useGetEditorListQuery,
  useGetListTrashQuery,
  useGetListItemRevisionsQuery,
  useGetListItemRevisionQuery,
  useRestoreListItemRevisionMutation,
  usePublishListItemDraftMutation,
  useDiscardListItemDraftMutation,
  useRestoreListItemMutation,
  useOrderListItemsMutation,
  useSearchQuery,
  useLoginMutation,
  useLogoutMutation,
  useGetAccessTokenQuery,
  useLazyGetAccessTokenQuery,
  useRequestPasswordResetMutation,
  useConfirmPasswordResetMutation,
  useChangePasswordMutation,
  useConfirmEmailChangeMutation,
  useRequestEmailChangeMutation,
  useListSessionsQuery,
  useEndSessionMutation,
  useEndOtherSessionsMutation,
  useGetLoggedInProfileQuery,
  useUpdateLoggedInProfileMutation,
  useGetProfileActivityQuery,
  useGetProfileFieldDefinitionsQuery,
  usePutProfileFieldDefinitionMutation,
  useDeleteProfileFieldDefinitionMutation,
  useGetTermsOfUseQuery,
  useAcceptTermsOfUseMutation,
  useDeclineTermsOfUseMutation,
  usePublishTermsOfUseMutation,
  useGetInvitationStatusQuery,
  useAcceptInvitationMutation,
  useGetInvitationsQuery,
  useCreateInvitationMutation,
  useResendInvitationMutation,
  useSendVerificationMutation,
  useVerifyEmailMutation,
  useGetAdminUsersQuery,
  useGetAdminUserQuery,
  useGetAdminUserActivityQuery,
  useUpdateAdminUserMutation,
  useDeactivateAdminUserMutation,
  useGetRolesQuery,
  useGetRoleGrantsQuery,
  useCreateRoleMutation,
  useUpdateRoleMutation,
  useDeleteRoleMutation,
  useGetOutboxQuery,
} = pleinApi;
