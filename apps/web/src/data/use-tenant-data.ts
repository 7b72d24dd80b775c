import {
  toSettingsMap,
  topLevelMenuName,
  useGetMenuByNameQuery,
  useGetPlatformSettingValuesQuery,
} from '@plein/api-client';
import type { MenuItem, PlatformSettings } from '@plein/api-client';
import { useMemo } from 'react';

/** The tenant's settings as a map (loaded by the shell's pre-fetch step). */
export function useSettings(): PlatformSettings {
  const { data } = useGetPlatformSettingValuesQuery({});
  return useMemo(() => toSettingsMap(data ?? []), [data]);
}

/** The tenant's main menu (loaded by the shell's pre-fetch step). */
export function useTopLevelMenu(): MenuItem[] | undefined {
  return useGetMenuByNameQuery(topLevelMenuName).data;
}
