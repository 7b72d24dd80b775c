export type { ApiErrorBody } from './contract/errors';
export type {
  ColorScheme,
  FooterColumn,
  HeaderImage,
  HeaderVisibility,
  PlatformSettingKey,
  PlatformSettings,
  PlatformSettingsUpdate,
  PlatformSettingTypes,
  PlatformSettingValue,
  PlatformSettingValuesQuery,
} from './contract/settings';
export { headerVisibilities, platformSettingKeys, toSettingsMap } from './contract/settings';
export { settingDefaults } from './contract/setting-defaults';
export type {
  AccessLevel,
  BlockContentInput,
  BlockInput,
  BlockOptionsInput,
  BlockOrderInput,
  BlockPermissionsInput,
  BuildingBlockInstance,
  LayoutPosition,
  ListMetadata,
  NameValue,
  EditBase,
  Page,
  PageChangedDetails,
  PageCreateInput,
  PageDraftState,
  PagePresence,
  PagePresenceInput,
  TrashedPage,
  PageInput,
  PageLayoutName,
  PagePublishInput,
  PageResponse,
  PageRevision,
  PageRevisionSummary,
  PageScheduleInput,
  PagesQuery,
  PageSummary,
  PageTemplate,
} from './contract/pages';
export type { PageEditor } from './contract/page-permissions';
export type {
  PageNotReadyDetails,
  PublishProblem,
  PublishProblemCode,
  PublishProblemSeverity,
} from './contract/publish-checks';
export { appPathSegments, mayPublish, publishChecks } from './contract/publish-checks';
export type { ScheduleProblem } from './contract/page-schedule';
export { scheduleProblems } from './contract/page-schedule';
export { canEditPage } from './contract/page-permissions';
export type { AccountOrigin, AccountType, RoleSource, UserRole } from './contract/user-roles';
export {
  accessLevelAdmits,
  accountOrigins,
  accountTypeOf,
  accountTypes,
  rolesOf,
  userRoles,
} from './contract/user-roles';
export { isLegalPage, legalPageNamePrefix } from './contract/legal-pages';
export type { PageDisplayOption } from './contract/page-display';
export {
  invalidPageDisplayOptions,
  pageDisplayChoice,
  pageDisplayOptions,
  withPageDisplayChoice,
} from './contract/page-display';
export {
  cacheTokenHeader,
  editBaseHeader,
  formatEditBase,
  pagePresenceBeatMs,
  pageTrashDays,
} from './contract/pages';
export type {
  CreatedPreviewLink,
  PreviewLink,
  PreviewLinkCreateInput,
  PreviewResponse,
} from './contract/preview-links';
export { isPreviewToken, maxPreviewLinkHours, previewPathPrefix } from './contract/preview-links';
export type { PageAction, PageActivityDetails, PageActivityEntry } from './contract/page-activity';
export { pageActions, pageChangeRunMinutes } from './contract/page-activity';
export type { MenuItem, MenuItemInput } from './contract/menus';
export { maxMenuDepth, topLevelMenuName } from './contract/menus';
export type { ItemPathParts, MenuTrailStep } from './contract/site-paths';
export {
  homePageName,
  itemPath,
  joinPath,
  menuPaths,
  menuTrail,
  pagePathOf,
  parseItemPath,
} from './contract/site-paths';
export type { LegalLanguage, PageLocator } from './contract/page-locator';
export { locatePage } from './contract/page-locator';
export { documentTitle } from './contract/document-title';
export type { ItemAddress, SiteAddress } from './contract/site-address';
export { listFeedPath, listFeedRoute, movesToPrimaryDomain } from './contract/site-address';
export type { HealthResponse } from './contract/health';
export type {
  ContentLanguage,
  CreatedListItems,
  ListBlockMetadata,
  ListBlockOptions,
  ListItem,
  ListItemDraftState,
  ListItemRevision,
  ListItemRevisionSummary,
  TrashedListItem,
  ListItemFilter,
  ListItemInput,
  ListItemMetadata,
  ListItemsPage,
  ListBlockSummary,
  ListItemType,
  ListQuery,
  ListsQuery,
  ListsResponse,
  ListSortBy,
  ListSortField,
  PeriodEndCondition,
  WidgetItemFilter,
  WidgetQuery,
  EditorListQuery,
  ListItemOrderInput,
} from './contract/list-items';
export {
  firstImageGuidOf,
  maxListsPerCall,
  maxListWindow,
  listCountPagesAhead,
} from './contract/list-items';
export type { SearchQuery, SearchResponse, SearchResult } from './contract/search';
export { maxSearchPage, searchPageSize } from './contract/search';
export type { ConsentCategory, ConsentState } from './contract/consent';
export { parseConsentCookie, serializeConsent } from './contract/consent';
export type {
  NotFoundEvent,
  PageViewEvent,
  SiteSearchEvent,
  StatisticsDevice,
  StatisticsEvent,
  StatisticsQuery,
  StatisticsReport,
  StatisticsRow,
  StatisticsTotals,
  WebVitalEvent,
  WebVitalName,
  WebVitalRating,
} from './contract/statistics';
export {
  maxStatisticsEventsPerBatch,
  rateWebVital,
  statisticsDevices,
  statisticsEventsEndpoint,
  webVitalNames,
  webVitalThresholds,
} from './contract/statistics';
export type {
  AccessTokenResponse,
  ApplicationUser,
  LoginRequest,
  PasswordChangeRequest,
  PasswordResetConfirmRequest,
  SessionSummary,
  PasswordResetRequest,
  PasswordResetRequested,
  ProfileProperty,
  ProfileUpdate,
  SpecialPropertyKey,
} from './contract/identity';
export {
  defaultNotificationCloseSeconds,
  initialTermsOfUseVersion,
  passwordLength,
  specialPropertyKeys,
} from './contract/identity';
export {
  defaultNotificationPosition,
  interfaceLanguages,
  isInterfaceLanguage,
  preferenceKeys,
  preferenceValueProblem,
  preferredInterfaceLanguage,
  preferredNotificationPosition,
} from './contract/preferences';
export type { InterfaceLanguage, PreferenceKey } from './contract/preferences';
export type {
  ActivityEntry,
  ActivityKind,
  InvitationAcceptRequest,
  InvitationAcceptResponse,
  InvitationCreateRequest,
  InvitationState,
  InvitationStatus,
  InvitationSent,
  InvitationSummary,
  OperationResult,
  PageQuery,
  Paged,
  LocalizedText,
  ProfileFieldCategory,
  ProfileFieldDefinition,
  ProfileFieldDefinitionInput,
  ProfileFieldInputType,
  ProfileFieldRule,
  ProfileFieldValueProblem,
  ProfileFieldValueType,
  ProfileFieldVisibility,
  TermsOfUseInfo,
  VerificationConfirmRequest,
  VerificationConfirmResponse,
  VerificationSendRequest,
  VerificationSendResponse,
  VerificationSendResult,
} from './contract/accounts';
export {
  builtInProfileFieldKeys,
  isAutocompleteHint,
  localizedText,
  profileFieldChoiceTypes,
  profileFieldInputTypes,
  profileFieldKeyPattern,
  profileFieldLimits,
  profileFieldTypesOf,
  profileFieldValueProblem,
  profileFieldValueTypes,
} from './contract/accounts';
export type {
  AdminUserDetail,
  AdminUserUpdate,
  AdminUsersQuery,
  OutboxMail,
  MailDelivery,
  OutboxMailKind,
  Role,
  RoleGrants,
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
  maxFormImageUploadBytes,
  maxImageUploadBytes,
  targetedImageScopes,
} from './contract/images';
export type { CallDescription, CallVariant } from './contract/call-key';
export { callCacheIndex, hostWithoutPort } from './contract/call-key';
export { cacheApi, cacheIndexesOf, useInvalidateCachedCallMutation } from './cache-api';
export type { ApiExtra, ApiTransport } from './transport';
export {
  correlationIdHeader,
  identityCookieName,
  readCookie,
  readXsrfCookie,
  xsrfHeaderName,
} from './transport';
export type { PlatformCookieName } from './contract/cookies';
export {
  consentCookieName,
  hostPrefixedCookieNames,
  languageCookieName,
  platformCookieNames,
  sessionCookieName,
  xsrfCookieName,
} from './contract/cookies';
export { hydrateState, serverSideCallExecuted } from './hydration';
export type {
  Form,
  FormCreateRequest,
  FormDateSummary,
  FormFieldSummary,
  FormNumberBucket,
  FormNumberSummary,
  FormOptionCount,
  FormPeriodCount,
  FormRefusal,
  FormSubmission,
  FormSubmissionDetail,
  SubmissionPublication,
  FormSubmissionReceipt,
  FormSubmissionsDeleteRequest,
  FormSubmissionsPage,
  FormSubmissionsQuery,
  FormSubmitRequest,
  FormSubmitResponse,
  FormSummary,
  FormTimeline,
  FormVersion,
  FormVersionDashboard,
  FormVersionSummary,
  PublicForm,
} from './contract/forms';
export {
  formSubmissionsExportUrl,
  formsApi,
  useCreateFormMutation,
  useDeleteFormMutation,
  useDeleteFormSubmissionsMutation,
  usePublishFormSubmissionMutation,
  useUnpublishFormSubmissionMutation,
  useGetListBlocksQuery,
  useDiscardFormDraftMutation,
  useGetFormDashboardQuery,
  useGetFormQuery,
  useGetFormSubmissionQuery,
  useGetFormSubmissionsQuery,
  useGetFormVersionQuery,
  useGetFormsQuery,
  useGetPublicFormQuery,
  useGetSubmissionReceiptQuery,
  usePublishFormMutation,
  useSaveFormDraftMutation,
  useSaveFormSettingsMutation,
  useSubmitFormMutation,
} from './forms-api';
export { statisticsApi, useGetStatisticsQuery } from './statistics-api';
export { pleinBaseQuery } from './base-query';
export {
  pleinApi,
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
  useGetPageByNameQuery,
  useGetPageQuery,
  useGetPlatformSettingValuesQuery,
  useGetSiteAddressQuery,
  useGetItemAddressQuery,
  useLoginMutation,
  useLogoutMutation,
  useGetAccessTokenQuery,
  useLazyGetAccessTokenQuery,
  useRequestPasswordResetMutation,
  useConfirmPasswordResetMutation,
  useChangePasswordMutation,
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
} from './plein-api';
