import { useSyncExternalStore } from 'react';

/** From this width the drawer sits beside the page; below it, it is a modal overlay (spec 2). */
export const drawerSideBySideMinWidth = 1556;
const sideBySideQuery = `(min-width: ${drawerSideBySideMinWidth}px)`;

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(sideBySideQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Whether the window is wide enough for the drawer beside the page (false on the server). */
export function useDrawerSideBySide(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(sideBySideQuery).matches,
    () => false,
  );
}
