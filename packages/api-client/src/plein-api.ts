import { createApi } from '@reduxjs/toolkit/query/react';
import type { MenuItem } from './contract/menus';
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
  tagTypes: ['Settings', 'Page', 'Menu'],
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
  }),
});

export const {
  useGetPlatformSettingValuesQuery,
  useGetPageQuery,
  useGetPageByNameQuery,
  useGetMenuByNameQuery,
} = pleinApi;
