import { createContext, useContext } from 'react';
import type { ReactElement, ReactNode } from 'react';

/**
 * Renders an island on its own, as the browser will hydrate it: a separate React root, so the ids
 * React generates (`useId`) are the same on both sides. Given only by the server, and only when
 * the page is sent as a document with islands (see docs/decisions/0014-islands.md).
 */
export interface IslandRenderer {
  render(element: ReactElement): { id: string; html: string };
}

const IslandRendererContext = createContext<IslandRenderer | null>(null);

/** Gives the islands of a server render their renderer. */
export function IslandRendererProvider({
  renderer,
  children,
}: {
  renderer: IslandRenderer | null;
  children: ReactNode;
}) {
  return <IslandRendererContext value={renderer}>{children}</IslandRendererContext>;
}

/**
 * Whether this render is a document with islands (a public page for a visitor who is not signed
 * in) rather than the single-page app.
 */
export function useIslandRenderer(): IslandRenderer | null {
  return useContext(IslandRendererContext);
}
