import { useEffect } from 'react';
import { useNavigation } from 'react-router';
import { pageLoadingChanged, useAppDispatch, useAppSelector } from '@plein/state-store';

/** How long a navigation may take before the loading indicator shows (spec section 9). */
export const pageLoadingDelayMs = 1000;

/**
 * The store's page-loading flag (spec section 9): set once a navigation has waited longer than
 * {@link pageLoadingDelayMs}, cleared when it ends, whether it succeeded or failed.
 *
 * @example
 * const loading = usePageLoading(); // in the shell: the loading bar and its announcement
 */
export function usePageLoading(): boolean {
  const navigation = useNavigation();
  const dispatch = useAppDispatch();
  const loading = useAppSelector((state) => state.ui.pageLoading);
  useEffect(() => {
    if (navigation.state === 'idle') {
      dispatch(pageLoadingChanged(false));
      return undefined;
    }
    const timer = setTimeout(() => dispatch(pageLoadingChanged(true)), pageLoadingDelayMs);
    return () => clearTimeout(timer);
  }, [navigation.state, dispatch]);
  return loading;
}
