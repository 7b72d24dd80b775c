import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { ListEntry, ListPageRequest, ListPageState, ListTexts } from './list-types';

/**
 * What the list blocks need from the app: the texts, where the visitor is, the items (through the
 * app's data layer, so a server render and the hydration read the same store) and the links.
 */
export interface ListServices {
  texts: ListTexts;
  /** The current location; block state lives in its query. */
  location: { pathname: string; search: string };
  /** A hook answering a list page (called once per render of a list block). */
  useListPage: (request: ListPageRequest) => ListPageState;
  /** The href of an item's own page. */
  itemHref: (item: ListEntry) => string;
  /** A publish date for people, the same on the server and in the browser. */
  formatDate: (iso: string) => string;
  /** Navigates in the browser (a form submit); without it the form reloads the page. */
  navigate?: (href: string) => void;
}

const ListServicesContext = createContext<ListServices | null>(null);

/**
 * Gives the list blocks below it their services.
 *
 * @example
 * <ListServicesProvider services={services}><BlockRenderer ... /></ListServicesProvider>
 */
export function ListServicesProvider({
  services,
  children,
}: {
  services: ListServices;
  children: ReactNode;
}) {
  return <ListServicesContext.Provider value={services}>{children}</ListServicesContext.Provider>;
}

/** The services of the nearest {@link ListServicesProvider}, or null outside one. */
export function useListServices(): ListServices | null {
  return useContext(ListServicesContext);
}
