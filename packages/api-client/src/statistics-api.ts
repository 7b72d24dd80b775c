import type { StatisticsQuery, StatisticsReport } from './contract/statistics';
import { pleinApi } from './plein-api';

/**
 * The statistics endpoints, injected into {@link pleinApi} by this module, so that only the
 * admin's statistics screen (and its pre-fetch step) loads them. The report is an administrator's
 * signed-in call (`private, no-store`): its tag is one of the user tags, refetched after sign-in
 * and sign-out, so a browser never shows one user's figures to the next.
 */
export const statisticsApi = pleinApi.injectEndpoints({
  endpoints: (build) => ({
    getStatistics: build.query<StatisticsReport, StatisticsQuery>({
      query: ({ from, to, path }) => ({
        url: '/api/statistics',
        params: path === undefined ? { from, to } : { from, to, path },
      }),
      providesTags: ['Statistics'],
    }),
  }),
});

export const { useGetStatisticsQuery } = statisticsApi;
