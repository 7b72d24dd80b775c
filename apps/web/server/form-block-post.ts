import type { RequestHandler } from 'express';
import { hasCredentials, identityCookie } from '@plein/api';
import { xsrfCookieName } from '@plein/api-client';
import type { PublicForm } from '@plein/api-client';
import { formPostFields } from '@plein/building-blocks';
import type { FormSubmitResult } from '@plein/building-blocks';
import { answersFromFormEntries, isGuid } from '@plein/validation';
import type { FormAnswers } from '@plein/validation';
import { formTokenField } from '../src/forms/form-outcome';
import { submitResultOf } from '../src/forms/form-submit-result';
import type { FormPostDependencies } from './form-post';
import { postedXsrfToken } from './form-token';

/** The posted values as name/value pairs; a repeated name (checkboxes) gives several pairs. */
function postedEntries(body: unknown): [string, string][] {
  if (typeof body !== 'object' || body === null) return [];
  return Object.entries(body as Record<string, unknown>).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value])
      .filter((each): each is string => typeof each === 'string')
      .map((each): [string, string] => [name, each]),
  );
}

const first = (entries: [string, string][], name: string) =>
  entries.find(([posted]) => posted === name)?.[1];

/**
 * A form block posted without JavaScript to the page it is on: the web server reads the answers
 * by the form's fields, makes the call the block's script makes, and sends the browser on to the
 * receipt (303), or answers with the page showing the answers and what was wrong. Posts that are
 * not a form block's go on (`next`).
 *
 * The form token is required from a visitor who is signed in (a post in their name); an anonymous
 * visitor's page may come from the HTML cache, which holds no token, and a forged anonymous post
 * can do nothing the forger could not do themselves, so their XSRF cookie stands in for it.
 */
export function createFormBlockPostHandler(deps: FormPostDependencies): RequestHandler {
  return async (req, res, next) => {
    const entries = postedEntries(req.body);
    const formGuid = first(entries, formPostFields.form);
    if (formGuid === undefined) {
      next();
      return;
    }
    res.setHeader('Cache-Control', 'no-store');
    const render = (status: number, answers: FormAnswers, result: FormSubmitResult) =>
      deps.renderOutcome(req, res, {
        form: 'formBlock',
        status,
        result: null,
        values: {},
        fieldErrors: {},
        formBlock: { formGuid, outcome: { answers, result } },
      });
    if (!isGuid(formGuid)) {
      res.status(400).type('text/plain').send('Bad Request: unknown form');
      return;
    }

    try {
      const formAnswer = await deps.callApi(req, {
        method: 'GET',
        path: `/api/forms/${formGuid}`,
      });
      if (formAnswer.status !== 200) {
        const status =
          formAnswer.status >= 400 && formAnswer.status < 500 ? formAnswer.status : 502;
        res
          .status(status)
          .type('text/plain')
          .send(status === 404 ? 'Not Found' : 'Bad Gateway');
        return;
      }
      const form = formAnswer.body as PublicForm;
      const answers = answersFromFormEntries(form.content.fields, entries);
      const xsrfToken = hasCredentials(req)
        ? postedXsrfToken(req, first(entries, formTokenField))
        : identityCookie(req, xsrfCookieName);
      if (!xsrfToken) return await render(403, answers, { sent: false, failure: 'expired' });

      const answer = await deps.callApi(req, {
        method: 'POST',
        path: `/api/forms/${formGuid}/submissions`,
        body: {
          version: Number(first(entries, formPostFields.version)),
          answers,
          website: first(entries, formPostFields.honeypot) ?? '',
        },
        xsrfToken,
      });
      const result = submitResultOf(answer.status, answer.body);
      if (result.sent && result.receiptHref) {
        res.redirect(303, result.receiptHref);
        return;
      }
      const status = result.sent
        ? 200
        : answer.status >= 400 && answer.status < 500
          ? answer.status
          : 502;
      return await render(status, answers, result);
    } catch (error) {
      deps.logger.error({ err: error, formGuid }, 'A form block posted without JavaScript failed');
      res.status(502).type('text/plain').send('Bad Gateway');
    }
  };
}
