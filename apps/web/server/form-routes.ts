import { STATUS_CODES } from 'node:http';
import express, { Router } from 'express';
import type { ErrorRequestHandler } from 'express';
import type { Logger } from '@plein/logger/node';
import { createApiCaller } from './api-call';
import { maxFormImageUploadBytes } from '@plein/api-client';
import { createFormBlockPostHandler } from './form-block-post';
import { multipartFormBody } from './form-block-multipart';
import { createFormPostHandler } from './form-post';
import type { FormPostDependencies } from './form-post';
import {
  invitationForm,
  loginForm,
  passwordResetConfirmForm,
  passwordResetForm,
} from './identity-forms';
import type { PageRenderer } from './page-handler';
import type { ApiMount } from './web-server';

/**
 * The routes of forms posted without JavaScript (progressive enhancement): the browser sends
 * `application/x-www-form-urlencoded` to the page's own path and gets a page back.
 *
 * @example
 * const forms = createFormRoutes({ api, renderPage, logger });
 */
export function createFormRoutes(deps: {
  api: ApiMount;
  renderPage: PageRenderer;
  logger: Logger;
}): Router {
  const router = Router();
  const urlencoded = express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 50 });
  // A form may hold 100 fields, some of them checkboxes and long texts.
  const formBlockBody = express.urlencoded({
    extended: false,
    limit: '128kb',
    parameterLimit: 1000,
  });
  // With image fields the form posts multipart: its images (10 MB together) and its fields.
  const formBlockFiles = multipartFormBody({
    maxBytes: maxFormImageUploadBytes + 128 * 1024,
    maxParts: 1000,
  });
  const handlers: FormPostDependencies = {
    callApi: createApiCaller(deps.api),
    renderOutcome: (req, res, formOutcome) => deps.renderPage(req, res, { formOutcome }),
    logger: deps.logger,
  };
  // The paths of the screens (src/routing/route-table.ts): each form posts to its own page.
  router.post('/login', urlencoded, createFormPostHandler(loginForm, handlers));
  router.post('/reset-password', urlencoded, createFormPostHandler(passwordResetForm, handlers));
  router.post(
    '/reset-password/:code',
    urlencoded,
    createFormPostHandler(passwordResetConfirmForm, handlers),
  );
  router.post('/invitation/:code', urlencoded, createFormPostHandler(invitationForm, handlers));
  // Form blocks post to the content page they are on.
  router.post('/{*path}', formBlockBody, formBlockFiles, createFormBlockPostHandler(handlers));
  router.use(bodyErrors);
  return router;
}

/** A body that is too large or cannot be read is the browser's mistake: 4xx, not 500. */
const bodyErrors: ErrorRequestHandler = (error, _req, res, next) => {
  const status = (error as { status?: unknown }).status;
  if (typeof status !== 'number' || status < 400 || status >= 500 || res.headersSent) {
    next(error);
    return;
  }
  res
    .status(status)
    .type('text/plain')
    .send(STATUS_CODES[status] ?? 'Bad Request');
};
