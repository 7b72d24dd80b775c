import type { PageResponse } from './pages';

/** The longest a preview link stays valid: 30 days, in hours. */
export const maxPreviewLinkHours = 720;

/**
 * Body of `POST /api/pages/{id}/preview-links` (those who may edit the page): how many hours the
 * new link stays valid, a whole number from 1 to {@link maxPreviewLinkHours}.
 */
export interface PreviewLinkCreateInput {
  expiresInHours: number;
}

/**
 * A preview link of a page, as `GET /api/pages/{id}/preview-links` lists it (newest first, the
 * ones that have not expired): never with its token, which only its creation answers.
 */
export interface PreviewLink {
  id: string;
  /** ISO time from which the link opens nothing. */
  expiresAt: string;
  createdAt: string;
  /** Display name of who made it; null when unknown (their membership is gone). */
  createdBy: string | null;
}

/** Answer (201) of `POST /api/pages/{id}/preview-links`: the link with its address. */
export interface CreatedPreviewLink extends PreviewLink {
  /** The address reviewers open, relative to the site: `/preview/{token}`. */
  url: string;
}

/**
 * Answer of `GET /api/preview/{token}` (anyone, no sign-in): the page's draft as a visitor would
 * see it once published (blocks only some may see are left out, and without the editors'
 * `draft` state), with when the link expires. Unknown, revoked and expired tokens answer 404
 * `preview_not_found`. Never kept by any cache (`Cache-Control: private, no-store`).
 */
export interface PreviewResponse extends PageResponse {
  preview: { expiresAt: string };
}

/** The site path of a preview link's page. */
export const previewPathPrefix = '/preview/';

/**
 * Whether a string has the shape of a preview token: 43 base64url characters (32 random bytes).
 *
 * @example
 * isPreviewToken('abc'); // false
 */
export function isPreviewToken(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}
