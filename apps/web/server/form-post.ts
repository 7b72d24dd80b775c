import type { Request, RequestHandler, Response } from 'express';
import type { AnyObject, ObjectSchema } from 'yup';
import type { ApiErrorBody } from '@plein/api-client';
import type { Logger } from '@plein/logger/node';
import { formExpired, formTokenField } from '../src/forms/form-outcome';
import type { FormOutcome, ServerForm } from '../src/forms/form-outcome';
import type { ApiCallAnswer, ApiCaller, ApiPost } from './api-call';
import { fieldErrors, formFields } from './form-fields';
import { postedXsrfToken } from './form-token';
import { redirectWithinSite } from './site-redirect';

/** Answers a form post with its page, showing the outcome. */
export type OutcomeRenderer = (req: Request, res: Response, outcome: FormOutcome) => Promise<void>;

/**
 * What a form post came to: its page again with a result (and field errors the API found, as
 * i18next keys), or another page (303).
 */
export type FormPostAnswer =
  | { status: number; result: string | null; fieldErrors?: Record<string, string> }
  | { redirect: string };

/** One form the web server handles without JavaScript. */
export interface FormPostSpec {
  form: ServerForm;
  /** The values the page gets back after a refusal. Never a password. */
  keep: (fields: Record<string, string>) => Record<string, string>;
  /** The form's own validation (the screen's yup schema), so the same field errors show. */
  schema: ObjectSchema<AnyObject>;
  /** The API call the screen's script makes for these (valid) values. */
  call: (fields: Record<string, string>, req: Request) => Omit<ApiPost, 'xsrfToken'>;
  /** What the API's answer means for the screen; may set headers (e.g. `Retry-After`). */
  answered: (answer: ApiCallAnswer, req: Request, res: Response) => FormPostAnswer;
}

/** What every form post handler needs. */
export interface FormPostDependencies {
  callApi: ApiCaller;
  renderOutcome: OutcomeRenderer;
  logger: Logger;
}

/**
 * Handles one form posted as `application/x-www-form-urlencoded` (progressive enhancement): the
 * hidden XSRF field must match the cookie (else 403 and nothing is done); the values are checked
 * with the screen's schema; then the web server makes the API call the script would make, passes
 * the API's cookies on and answers with a 303 or the page showing the outcome.
 *
 * @example
 * router.post('/login', urlencoded, createFormPostHandler(loginForm, deps));
 */
export function createFormPostHandler(
  spec: FormPostSpec,
  deps: FormPostDependencies,
): RequestHandler {
  return async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const fields = formFields(req.body);
    const render = (status: number, result: string | null, errors: Record<string, string> = {}) =>
      deps.renderOutcome(req, res, {
        form: spec.form,
        status,
        result,
        values: spec.keep(fields),
        fieldErrors: errors,
      });

    const xsrfToken = postedXsrfToken(req, fields[formTokenField]);
    if (!xsrfToken) return render(403, formExpired);
    const invalid = fieldErrors(spec.schema, fields);
    if (invalid) return render(400, null, invalid);

    let answer: ApiCallAnswer;
    try {
      answer = await deps.callApi(req, { ...spec.call(fields, req), xsrfToken });
    } catch (error) {
      deps.logger.error({ err: error, form: spec.form }, 'A form posted without JavaScript failed');
      return render(502, 'failed');
    }
    // The script's browser would get the API's cookies too (a session, a rotated XSRF token).
    const cookies = answer.headers['set-cookie'];
    if (cookies !== undefined) {
      res.append('Set-Cookie', Array.isArray(cookies) ? cookies : String(cookies));
    }
    const outcome = spec.answered(answer, req, res);
    if ('redirect' in outcome) {
      redirectWithinSite(res, 303, outcome.redirect);
      return;
    }
    return render(outcome.status, outcome.result, outcome.fieldErrors);
  };
}

/**
 * The API's error code of an answer (`{ error: { code } }`), or null.
 *
 * @example
 * if (apiErrorCodeOf(answer) === 'weak_password') return weakPasswordAnswer;
 */
export function apiErrorCodeOf(answer: ApiCallAnswer): string | null {
  const body = answer.body as Partial<ApiErrorBody> | null | undefined;
  return typeof body?.error?.code === 'string' ? body.error.code : null;
}

/**
 * The status of a page that shows a refusal: the API's own 4xx, or 502 when the API failed (or
 * answered something a refusal should not be).
 */
export function refusalStatus(answer: ApiCallAnswer): number {
  return answer.status >= 400 && answer.status < 500 ? answer.status : 502;
}
