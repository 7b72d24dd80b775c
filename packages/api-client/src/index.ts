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
export type { CacheInvalidateRequest, CacheInvalidateResponse } from './contract/cache';
export type { CallDescription, CallVariant } from './contract/call-key';
export { callCacheIndex, hostWithoutPort } from './contract/call-key';
export type { ApiExtra, ApiTransport } from './transport';
export { correlationIdHeader, readCookie, xsrfCookieName, xsrfHeaderName } from './transport';
export { hydrateState, serverSideCallExecuted } from './hydration';
export { pleinBaseQuery } from './base-query';
export {
  pleinApi,
  useGetMenuByNameQuery,
  useGetPageByNameQuery,
  useGetPageQuery,
  useGetPlatformSettingValuesQuery,
} from './plein-api';
