import { seededAdmin } from './admin-session';

/**
 * The seeded admin signed in over the API with plain `fetch`, as a browser would (XSRF cookie
 * and header, then the session cookies): for tests that drive a platform without a browser.
 *
 * @example
 * const admin = await adminFetchSession(`http://localhost:${port}`);
 * await admin.send('PUT', '/api/platformsettingvalues', [{ key: 'platformName', value: 'X' }]);
 */
export async function adminFetchSession(origin: string) {
  const primed = await fetch(`${origin}/api/termsofuse`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(primed.headers.get('set-cookie') ?? '')![1]!;
  const login = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${xsrf}`,
      'x-xsrf-token': xsrf,
    },
    body: JSON.stringify({ email: seededAdmin.email, password: seededAdmin.password }),
  });
  if (login.status !== 200) throw new Error(`Signing in failed: ${login.status}`);
  const session = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const boundXsrf = /XSRF-TOKEN=([^;]+)/.exec(session)?.[1] ?? xsrf;
  return {
    /** Sends a JSON write as the admin; answers the response. */
    send: (method: string, path: string, body: unknown) =>
      fetch(`${origin}${path}`, {
        method,
        headers: { 'content-type': 'application/json', cookie: session, 'x-xsrf-token': boundXsrf },
        body: JSON.stringify(body),
      }),
  };
}
