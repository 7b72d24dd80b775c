import { useCallback, useEffect, useState } from 'react';
import { useLazyGetAccessTokenQuery } from '@plein/api-client';
import { accessTokenReceived, useAppDispatch, useAppSelector } from '@plein/state-store';
import { mayOpen } from '../identity/route-guard';
import { useApplicationUser } from '../identity/use-application-user';

/** How long before it expires a token is renewed. */
const renewBeforeMs = 60_000;

/**
 * Fetches the bearer token (`GET /api/auth/token`) in the browser for a signed-in content manager
 * or admin once the user has loaded, keeps it in the access slice and renews it before it
 * expires. Signing out dispatches `loggedOut`, which clears it (spec section 4); the next
 * editor to sign in gets a fresh one.
 */
export function useAccessToken(): void {
  const user = useApplicationUser();
  const tokenSet = useAppSelector((state) => state.access.accessTokenSet);
  const dispatch = useAppDispatch();
  const [fetchToken] = useLazyGetAccessTokenQuery();
  const [expiresAt, setExpiresAt] = useState<string | null>(null);
  const wanted = mayOpen('content-manager', user);

  const load = useCallback(async () => {
    const result = await fetchToken();
    if (!result.data) return;
    dispatch(
      accessTokenReceived({
        accessToken: result.data.accessToken,
        receivedAt: new Date().toISOString(),
      }),
    );
    setExpiresAt(result.data.expiresAt);
  }, [fetchToken, dispatch]);

  useEffect(() => {
    if (wanted && !tokenSet) void load();
  }, [wanted, tokenSet, load]);

  useEffect(() => {
    if (!wanted || !tokenSet || !expiresAt) return undefined;
    const delay = Math.max(Date.parse(expiresAt) - Date.now() - renewBeforeMs, 1_000);
    const timer = setTimeout(() => void load(), delay);
    return () => clearTimeout(timer);
  }, [wanted, tokenSet, expiresAt, load]);
}
