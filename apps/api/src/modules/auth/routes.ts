import { sessionCookieName, xsrfCookieName } from '@plein/api-client';
import type { AccessTokenResponse, PasswordResetRequested } from '@plein/api-client';
import express, { Router } from 'express';
import type { Response } from 'express';
import { clearIdentityCookie, identityCookie, setIdentityCookie } from '../../http/cookies';
import { ApiError } from '../../http/errors';
import { markPrivate } from '../../http/private-answers';
import { getPrincipal, requirePrincipal } from '../../http/principal';
import { noQuery } from '../../http/query';
import { requireTenant } from '../../http/request-context';
import { newXsrfToken, verifyXsrf } from '../../http/xsrf';
import { toApplicationUser } from '../profiles/application-user';
import { parseGuidParam } from '../../http/params';
import type { AccountSecurityService } from './account-security-service';
import { parseLogin, parsePasswordChange, parseResetConfirm, parseResetRequest } from './schemas';
import type { AuthService, LoginOutcome } from './service';
import type { PasswordResetService } from './password-reset-service';

/** A sign-in that succeeded, or its refusal: 429 (with `Retry-After`) or 401. */
function signedIn(
  outcome: LoginOutcome,
  res: Response,
): Extract<LoginOutcome, { kind: 'signedIn' }> {
  if (outcome.kind === 'limited') {
    res.setHeader('Retry-After', String(Math.max(1, Math.ceil(outcome.retryAfterMs / 1000))));
    throw new ApiError(429, 'too_many_attempts', 'Too many failed sign-ins; try again later.');
  }
  if (outcome.kind === 'failed') {
    throw new ApiError(401, 'invalid_credentials', 'The e-mail address or password is wrong.');
  }
  return outcome;
}

/** Sign-in, sign-out, access tokens and password reset (mounted under `/api`). */
export function authRoutes(
  auth: AuthService,
  reset: PasswordResetService,
  security: AccountSecurityService,
): Router {
  const router = Router();
  const json = express.json({ limit: '8kb' });

  router.post('/auth/login', json, async (req, res) => {
    const { tenant } = requireTenant(req);
    verifyXsrf(req); // against login CSRF, also without a session
    const input = parseLogin(req.body);
    const outcome = await auth.login(tenant, {
      ...input,
      ip: req.ip ?? '',
      userAgent: req.get('user-agent') ?? '',
      previousSessionId: identityCookie(req, sessionCookieName),
    });
    markPrivate(res);
    const { sessionId, user } = signedIn(outcome, res);
    setIdentityCookie(req, res, sessionCookieName, sessionId, { httpOnly: true });
    setIdentityCookie(req, res, xsrfCookieName, newXsrfToken(sessionId), { httpOnly: false });
    res.json(toApplicationUser(user));
  });

  // Signing in for a front end on another origin (no cookie there): the same checks and limits
  // as /auth/login, a session that no cookie names, and a bearer token of it. No XSRF check:
  // nothing is stored in the browser, so there is no sign-in to forge.
  router.post('/auth/token', json, async (req, res) => {
    const { tenant } = requireTenant(req);
    noQuery(req);
    const input = parseLogin(req.body);
    const outcome = await auth.login(tenant, {
      ...input,
      ip: req.ip ?? '',
      userAgent: req.get('user-agent') ?? '',
      previousSessionId: null,
    });
    markPrivate(res);
    const { sessionId } = signedIn(outcome, res);
    const session = await auth.authenticate(tenant, { sessionId, bearer: null });
    if (!session) throw new Error('The new session was not found.');
    const { token, expiresAt } = await auth.issueAccessToken(tenant, session.sessionId);
    res.status(201).json({
      accessToken: token,
      expiresAt: expiresAt.toISOString(),
    } satisfies AccessTokenResponse);
  });

  router.post('/auth/logout', async (req, res) => {
    const { tenant } = requireTenant(req);
    const principal = getPrincipal(req);
    if (principal) await auth.logout(tenant, principal.sessionId, principal.membershipId);
    clearIdentityCookie(req, res, sessionCookieName);
    res.status(204).end();
  });

  // A new token for the caller's session: from the session cookie, or (renewal) from a token of
  // that session. Either way it lives no longer than the session (12 h; ended by signing out).
  router.get('/auth/token', async (req, res) => {
    noQuery(req);
    const { tenant } = requireTenant(req);
    const principal = requirePrincipal(req);
    const { token, expiresAt } = await auth.issueAccessToken(tenant, principal.sessionId);
    markPrivate(res);
    res.json({
      accessToken: token,
      expiresAt: expiresAt.toISOString(),
    } satisfies AccessTokenResponse);
  });

  router.post('/auth/password-reset', json, async (req, res) => {
    const { tenant } = requireTenant(req);
    const { email } = parseResetRequest(req.body);
    const mail = await reset.request(tenant, email);
    res.json({ mail } satisfies PasswordResetRequested);
  });

  router.post('/auth/password-reset\\:confirm', json, async (req, res) => {
    const { tenant } = requireTenant(req);
    const { code, password } = parseResetConfirm(req.body);
    if (!(await reset.confirm(tenant, code, password))) {
      throw new ApiError(400, 'invalid_code', 'The code is unknown, used or expired.');
    }
    clearIdentityCookie(req, res, sessionCookieName);
    res.status(204).end();
  });
  router.post('/auth/password\\:change', json, async (req, res) => {
    const { tenant } = requireTenant(req);
    const principal = requirePrincipal(req);
    await security.changePassword(tenant, principal, parsePasswordChange(req.body));
    res.status(204).end();
  });

  router.get('/auth/sessions', async (req, res) => {
    noQuery(req);
    const { tenant } = requireTenant(req);
    const principal = requirePrincipal(req);
    markPrivate(res);
    res.json(await security.listSessions(tenant, principal));
  });

  router.post('/auth/sessions\\:endOthers', async (req, res) => {
    const { tenant } = requireTenant(req);
    await security.endOtherSessions(tenant, requirePrincipal(req));
    res.status(204).end();
  });

  router.delete('/auth/sessions/:guid', async (req, res) => {
    const { tenant } = requireTenant(req);
    const principal = requirePrincipal(req);
    await security.endSession(tenant, principal, parseGuidParam(req));
    res.status(204).end();
  });
  return router;
}
