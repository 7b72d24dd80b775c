import AnalyticsIsland from './analytics-island';
import ConsentIsland from './consent-island';
import FormIsland from './form-island';
import NavigationIsland from './navigation-island';
import StatisticsIsland from './statistics-island';
import VideoIsland from './video-island';

/**
 * Every island by name, for the server and the single-page app; the browser of a page with
 * islands loads each by the same name from `island-loaders.ts`.
 */
export const islandComponents = {
  analytics: AnalyticsIsland,
  consent: ConsentIsland,
  form: FormIsland,
  navigation: NavigationIsland,
  statistics: StatisticsIsland,
  video: VideoIsland,
};

export type IslandName = keyof typeof islandComponents;
