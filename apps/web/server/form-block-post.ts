import type { RequestHandler } from 'express';
import { hasCredentials, identityCookie } from '@plein/api';
import { imageUploadField, xsrfCookieName } from '@plein/api-client';
import type { PublicForm, UploadedImage } from '@plein/api-client';
import { formPostFields } from '@plein/building-blocks';
import type { FormSubmitResult } from '@plein/building-blocks';
import { answersFromFormEntries, isGuid } from '@plein/validation';
import type { FormAnswers, FormField } from '@plein/validation';
import type { ApiCaller } from './api-call';
import { postedFiles } from './form-block-multipart';
import type { PostedFile } from './form-block-multipart';
import { formTokenField } from '../src/forms/form-outcome';
import { submitResultOf } from '../src/forms/form-submit-result';
import type { FormPostDependencies } from './form-post';
import { postedXsrfToken } from './form-token';
import { redirectWithinSite } from './site-redirect';

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

/** What storing the images of a post came to: their guids by field, and the refused fields. */
interface StoredImages {
  guids: Map<string, string>;
  problems: Record<string, string>;
  tooMany: boolean;
}

/**
 * Stores the files posted for the form's image fields through the image service (the call the
 * block's script makes when a file is chosen): each answer then names its upload's guid. A file
 * the service refuses is a problem of its field (too large, not an image); a refusal of the form
 * itself is left to the submission, which says it better.
 */
async function storeImages(
  callApi: ApiCaller,
  req: Parameters<ApiCaller>[0],
  formGuid: string,
  fields: readonly FormField[],
  files: readonly PostedFile[],
  xsrfToken: string,
): Promise<StoredImages> {
  const stored: StoredImages = { guids: new Map(), problems: {}, tooMany: false };
  for (const field of fields.filter((each) => each.type === 'image')) {
    const file = files.find((each) => each.field === field.key);
    if (!file) continue;
    const answer = await callApi(req, {
      method: 'POST',
      path: `/a/upload?form=${formGuid}`,
      upload: {
        field: imageUploadField,
        fileName: file.fileName,
        contentType: file.contentType,
        bytes: file.bytes,
      },
      xsrfToken,
    });
    if (answer.status === 201) {
      stored.guids.set(field.key, (answer.body as UploadedImage).guid);
    } else if (answer.status === 413) {
      stored.problems[field.key] = 'imageTooLarge';
    } else if ([400, 415, 422].includes(answer.status)) {
      stored.problems[field.key] = 'imageUnsupported';
    } else if (answer.status === 429) {
      stored.tooMany = true;
    } else if (answer.status >= 500) {
      throw new Error(`The image service answered ${answer.status}`);
    }
  }
  return stored;
}

/**
 * A form block posted without JavaScript to the page it is on: the web server reads the answers
 * by the form's fields, makes the call the block's script makes, and sends the browser on to the
 * receipt (303), or answers with the page showing the answers and what was wrong. Posts that are
 * not a form block's go on (`next`).
 *
 * The files of image fields (a multipart post) are stored through the image service first, and
 * the answers name them; a refused file is shown at its field without submitting.
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
      let answers = answersFromFormEntries(form.content.fields, entries);
      const xsrfToken = hasCredentials(req)
        ? postedXsrfToken(req, first(entries, formTokenField))
        : identityCookie(req, xsrfCookieName);
      if (!xsrfToken) return await render(403, answers, { sent: false, failure: 'expired' });

      const images = await storeImages(
        deps.callApi,
        req,
        formGuid,
        form.content.fields,
        postedFiles(res),
        xsrfToken,
      );
      answers = { ...answers, ...Object.fromEntries(images.guids) };
      if (images.tooMany) return await render(429, answers, { sent: false, failure: 'tooMany' });
      if (Object.keys(images.problems).length > 0) {
        return await render(400, answers, { sent: false, fieldProblems: images.problems });
      }

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
        redirectWithinSite(res, 303, result.receiptHref);
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
