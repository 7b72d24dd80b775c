import { data } from 'react-router';
import type { FormPostOutcome } from '@plein/building-blocks';

/**
 * Name of the hidden field that carries the XSRF token in forms the web server handles. Without
 * JavaScript a form cannot send the `X-XSRF-TOKEN` header, so the token travels in the body.
 */
export const formTokenField = 'xsrfToken';

/** Forms the web server also handles when they are posted without JavaScript. */
export type ServerForm =
  'login' | 'passwordReset' | 'passwordResetConfirm' | 'invitation' | 'formBlock';

/**
 * The result every server-handled form may show: its XSRF field did not match the cookie (an
 * old page, or cookies refused), so nothing was done.
 */
export const formExpired = 'expired';

/**
 * What the web server tells a screen after it handled that screen's form posted without
 * JavaScript: the page is rendered again with the result and the values to put back.
 */
export interface FormOutcome {
  form: ServerForm;
  /** HTTP status of the page rendered with this outcome (e.g. 401 after a wrong password). */
  status: number;
  /**
   * The screen's own result key, as its script would set it (`credentials`, `sent`, `done`…),
   * or {@link formExpired}; null when only fields are wrong.
   */
  result: string | null;
  /** Values to put back in the fields. Never a password. */
  values: Record<string, string>;
  /** Field errors (i18next keys), as the form's own validation would show them. */
  fieldErrors: Record<string, string>;
  /** A form block's post: which form, its answers and what came of them. */
  formBlock?: { formGuid: string; outcome: FormPostOutcome };
}

/** The request context the server renderer hands to route actions. */
export interface FormOutcomeContext {
  formOutcome?: FormOutcome;
}

/**
 * The route action of screens with a server-handled form. The web server already did the work
 * (signed in, or not); the action only hands its outcome to the screen as action data, which
 * react-router embeds for hydration and drops at the next navigation.
 */
export function formOutcomeAction({ context }: { context?: unknown }) {
  const outcome = (context as FormOutcomeContext | undefined)?.formOutcome ?? null;
  return outcome ? data(outcome, { status: outcome.status }) : null;
}
