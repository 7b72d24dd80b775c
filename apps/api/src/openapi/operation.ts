import type { AnyObjectSchema, Schema } from 'yup';

/** Who may call an operation; the document turns it into `security` and a 401/403 answer. */
export type OperationAccess =
  /** Anyone; signed-in callers may see more (drafts, pages they may edit). */
  | 'public'
  /** A session (cookie and XSRF header, or a bearer token). */
  | 'signed-in'
  /** A session whose account may edit the thing named in the path (`canEditPage` and kin). */
  | 'editor'
  /** A session of an administrator of the tenant. */
  | 'admin'
  /** The operator's token (`CACHE_INVALIDATE_TOKEN`), not a visitor's session. */
  | 'operator';

/** What a successful call answers. */
export interface OperationAnswer {
  status: 200 | 201 | 204 | 301 | 302;
  description: string;
  /**
   * The contract type of the JSON body as written against `@plein/api-client`'s exports
   * (`Page`, `PageSummary[]`, `Paged<ActivityEntry>`); its JSON Schema is generated from that
   * type into `contract-schemas.json` (`pnpm --filter @plein/api openapi:contract`).
   */
  type?: string;
  /** A body that is not JSON (`text/csv`, `image/webp`, `application/atom+xml`). */
  mediaType?: string;
}

/**
 * One route of the HTTP API as the OpenAPI document describes it. The JSON body's schema is the
 * yup schema the route validates with (`parseBody(schema, req.body)`), converted, so the
 * description and the check cannot drift.
 */
export interface ApiOperation {
  method: 'get' | 'post' | 'put' | 'delete';
  /** The OpenAPI path with the mount (`/api/pages/{id}`, `/api/pages:withName`, `/a/{guid}`). */
  path: string;
  /** The group it is listed under in the reference (`Pages`, `Forms`). */
  tag: string;
  summary: string;
  description?: string;
  access: OperationAccess;
  /** Path parameters that are guids (all others are plain strings). */
  guidParameters?: readonly string[];
  /**
   * The query: the yup `object` schema the route reads it with (`parseQuery(req, schema)`); each
   * field is a parameter, its `meta({ description, example })` what the reference says of it.
   */
  query?: AnyObjectSchema;
  /**
   * The JSON body: the yup schema the route validates it with; for the few bodies checked by
   * hand, the JSON Schema of what the check accepts; `multipart` for a file upload.
   */
  body?: Schema | { jsonSchema: Record<string, unknown> } | 'multipart';
  /** True when the JSON body may be left out (the route then reads `{}`). */
  optionalBody?: boolean;
  answer: OperationAnswer;
  /** Error codes worth naming beyond the ones every call can meet (400, 401, 403, 404, 429). */
  errors?: readonly { status: number; code: string; description: string }[];
}

/** Shorthand for a guid path parameter named `guid`. */
export const byGuid = ['guid'] as const;
