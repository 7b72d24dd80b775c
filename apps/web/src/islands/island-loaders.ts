import type { ComponentType } from 'react';
import type { IslandName } from './island-components';

/**
 * Every island by name as the browser loads it: a chunk of its own, so a page loads the code of
 * the islands it has and no other.
 */
export const islandLoaders: Record<IslandName, () => Promise<{ default: ComponentType<never> }>> = {
  analytics: () => import('./analytics-island'),
  consent: () => import('./consent-island'),
  form: () => import('./form-island'),
  navigation: () => import('./navigation-island'),
  statistics: () => import('./statistics-island'),
  video: () => import('./video-island'),
};
