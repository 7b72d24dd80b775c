export type { ApiErrorBody } from './contract/errors';
export type {
  ColorScheme,
  FooterColumn,
  HeaderImage,
  HeaderVisibility,
  PlatformSettingKey,
  PlatformSettings,
  PlatformSettingTypes,
  PlatformSettingValue,
  PlatformSettingValuesQuery,
} from './contract/settings';
export { platformSettingKeys, toSettingsMap } from './contract/settings';
export type {
  AccessLevel,
  BuildingBlockInstance,
  LayoutPosition,
  ListMetadata,
  NameValue,
  Page,
  PageLayoutName,
  PageResponse,
} from './contract/pages';
export { cacheTokenHeader } from './contract/pages';
export type { MenuItem } from './contract/menus';
export { topLevelMenuName } from './contract/menus';
export type { HealthResponse } from './contract/health';
export type {
  ContentLanguage,
  CreatedListItems,
  ListBlockMetadata,
  ListBlockOptions,
  ListItem,
  ListItemFilter,
  ListItemInput,
  ListItemMetadata,
  ListItemsPage,
  ListItemType,
  ListQuery,
  ListsQuery,
  ListsResponse,
  ListSortBy,
  ListSortField,
  PeriodEndCondition,
  WidgetItemFilter,
  WidgetQuery,
} from './contract/list-items';
export {
  defaultListSortBy,
  listSortByValues,
  maxListItemCount,
  maxListsPerCall,
  maxListWindow,
} from './contract/list-items';
export type { SearchQuery, SearchResponse, SearchResult } from './contract/search';
export { maxSearchPage, searchPageSize } from './contract/search';
export type {
  AccessTokenResponse,
  ApplicationUser,
  LoginRequest,
  PasswordResetConfirmRequest,
  PasswordResetRequest,
  ProfileProperty,
  ProfileUpdate,
  SpecialPropertyKey,
} from './contract/identity';
export {
  defaultNotificationCloseSeconds,
  initialTermsOfUseVersion,
  passwordLength,
  sessionCookieName,
  specialPropertyKeys,
} from './contract/identity';
export type {
  ActivityEntry,
  ActivityKind,
  InvitationAcceptRequest,
  InvitationAcceptResponse,
  InvitationCreateRequest,
  InvitationState,
  InvitationStatus,
  InvitationSummary,
  OperationResult,
  PageQuery,
  Paged,
  ProfileFieldCategory,
  ProfileFieldDefinition,
  ProfileFieldDefinitionInput,
  ProfileFieldVisibility,
  TermsOfUseInfo,
  VerificationConfirmRequest,
  VerificationConfirmResponse,
  VerificationSendRequest,
  VerificationSendResponse,
  VerificationSendResult,
} from './contract/accounts';
export { builtInProfileFieldKeys } from './contract/accounts';
export type {
  AdminUserDetail,
  AdminUserUpdate,
  AdminUsersQuery,
  OutboxMail,
  Role,
  RoleInput,
} from './contract/admin';
export type { CacheInvalidateRequest, CacheInvalidateResponse } from './contract/cache';
export type {
  ImageScope,
  ImageUploadQuery,
  ImageVariantFit,
  ImageVariantFormat,
  ImageVariantQuery,
  StoredImageType,
  UploadedImage,
} from './contract/images';
export {
  imageScopes,
  imageUploadField,
  maxImageUploadBytes,
  targetedImageScopes,
} from './contract/images';
export type { CallDescription, CallVariant } from './contract/call-key';
export { callCacheIndex, hostWithoutPort } from './contract/call-key';
export type { ApiExtra, ApiTransport } from './transport';
export { correlationIdHeader, readCookie, xsrfCookieName, xsrfHeaderName } from './transport';
export { hydrateState, serverSideCallExecuted } from './hydration';
export { pleinBaseQuery } from './base-query';
export {
  pleinApi,
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
  useGetPageByNameQuery,
  useGetPageQuery,
  useGetPlatformSettingValuesQuery,
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
} from './plein-api';
