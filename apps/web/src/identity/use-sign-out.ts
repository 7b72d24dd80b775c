import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useLogoutMutation } from '@plein/api-client';
import { useAppDispatch } from '@plein/state-store';
import { signedOut } from './session-changes';

/**
 * Signs out: ends the session on the server, clears the user and token state and the cache
 * (even when the server could not be reached), then goes to the home page.
 *
 * @example
 * const signOut = useSignOut();
 * <Button onClick={() => void signOut()}>{t('userMenu.signOut')}</Button>
 */
export function useSignOut(): () => Promise<void> {
  const [logout] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(async () => {
    await logout()
      .unwrap()
      .catch(() => undefined);
    signedOut(dispatch);
    await navigate('/');
  }, [logout, dispatch, navigate]);
}
