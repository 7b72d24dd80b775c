import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserLog } from '../app/browser-log';
import { startStatistics } from '../statistics/statistics-collector';
import { islandAttributes } from './island-attributes';
import { islandLoaders } from './island-loaders';
import type { IslandName } from './island-components';

// A public page sent to a visitor who is not signed in: the server rendered the whole document;
// only its islands run here, each hydrated on its own (docs/decisions/0014-islands.md). Such a
// page is always a public page of the site, so it is counted (also when it came from the HTML
// cache); the statistics start before the islands, which report searches and 404s.
const statistics = startStatistics();
statistics?.pageShown(window.location.pathname, true);
createBrowserLog(crypto.randomUUID(), statistics);

for (const element of document.querySelectorAll<HTMLElement>(`[${islandAttributes.name}]`)) {
  const name = element.getAttribute(islandAttributes.name) as IslandName;
  const load = islandLoaders[name];
  if (!load) continue;
  const props = JSON.parse(element.getAttribute(islandAttributes.props) ?? '{}') as object;
  void load().then(({ default: component }) =>
    hydrateRoot(element, createElement(component, props as never), {
      identifierPrefix: element.getAttribute(islandAttributes.id) ?? '',
    }),
  );
}
