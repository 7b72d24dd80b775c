import { createApi } from '@reduxjs/toolkit/query/react';
import type {
  ActivityEntry,
  InvitationAcceptRequest,
  InvitationAcceptResponse,
  InvitationCreateRequest,
  InvitationStatus,
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
  RoleInput,
} from './contract/admin';
import type {
  AccessTokenResponse,
  ApplicationUser,
  LoginRequest,
  PasswordResetConfirmRequest,
  PasswordResetRequest,
  ProfileUpdate,
} from './contract/identity';
import type {
  CreatedListItems,
  ListBlockMetadata,
  ListItem,
  ListItemInput,
  ListItemsPage,
  ListItemType,
  ListQuery,
  ListsQuery,
  ListsResponse,
  WidgetQuery,
} from './contract/list-items';
import type { MenuItem } from './contract/menus';
import type { SearchQuery, SearchResponse } from './contract/search';
import type { Page, PageResponse } from './contract/pages';
import type { PlatformSettingValue, PlatformSettingValuesQuery } from './contract/settings';
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
  tagTypes: ['Settings', 'Page', 'Menu', 'List', 'ListItem', ...userTags],
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
    deleteListItem: build.mutation<void, string>({
      query: (guid) => ({ url: `/api/listitem/${encodeURIComponent(guid)}`, method: 'DELETE' }),
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
    requestPasswordReset: build.mutation<void, PasswordResetRequest>({
      query: (body) => ({ url: '/api/auth/password-reset', method: 'POST', body }),
    }),
    confirmPasswordReset: build.mutation<void, PasswordResetConfirmRequest>({
      query: (body) => ({ url: '/api/auth/password-reset:confirm', method: 'POST', body }),
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
    createInvitation: build.mutation<InvitationSummary, InvitationCreateRequest>({
      query: (body) => ({ url: '/api/userinvitations', method: 'POST', body }),
      invalidatesTags: ['Invitations', 'Outbox'],
    }),
    resendInvitation: build.mutation<InvitationSummary, string>({
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
  useGetPageQuery,
  useGetPageByNameQuery,
  useGetMenuByNameQuery,
  useGetListItemTypesQuery,
  useGetListItemQuery,
  useGetListQuery,
  useGetListsQuery,
  useGetListMetaQuery,
  useGetWidgetItemsQuery,
  useCreateListItemsMutation,
  useUpdateListItemMutation,
  useDeleteListItemMutation,
  useSearchQuery,
  useLoginMutation,
  useLogoutMutation,
  useGetAccessTokenQuery,
  useLazyGetAccessTokenQuery,
  useRequestPasswordResetMutation,
  useConfirmPasswordResetMutation,
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
  useUpdateAdminUserMutation,
  useDeactivateAdminUserMutation,
  useGetRolesQuery,
  useCreateRoleMutation,
  useUpdateRoleMutation,
  useDeleteRoleMutation,
  useGetOutboxQuery,
} = pleinApi;
