import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False on the server and while React hydrates its HTML, true once the browser's script runs.
 * The first browser render equals the server's, so attributes that depend on it cannot mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
