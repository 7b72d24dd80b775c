import type { FormSubmitResult } from '@plein/building-blocks';

/** Where a stored submission's receipt is. */
export const receiptPath = (submissionGuid: string) =>
  `/submission/${encodeURIComponent(submissionGuid)}`;

const refusals: Record<
  string,
  NonNullable<Extract<FormSubmitResult, { sent: false }>['refusal']>
> = {
  form_closed: 'closed',
  form_not_open_yet: 'notOpenYet',
  sign_in_required: 'signIn',
  verification_required: 'verify',
  forbidden: 'forbidden',
};

/**
 * What the API's answer to `POST /api/forms/{guid}/submissions` means for the form block, the
 * same for the script (RTK Query's error) and for a form posted without JavaScript (the web
 * server's call): sent with its receipt, the fields the API refused, a refusal, or a failure.
 *
 * @example
 * submitResultOf(400, { error: { code: 'invalid_answers', details: { fields: { email: 'email' } } } });
 * // { sent: false, fieldProblems: { email: 'email' } }
 */
export function submitResultOf(status: number | string, body: unknown): FormSubmitResult {
  if (status === 201 || status === 200) {
    const guid = (body as { guid?: unknown } | null)?.guid;
    return { sent: true, receiptHref: typeof guid === 'string' ? receiptPath(guid) : null };
  }
  const error = (body as { error?: { code?: unknown; details?: unknown } } | null)?.error;
  const code = typeof error?.code === 'string' ? error.code : '';
  if (code === 'invalid_answers') {
    const fields = (error?.details as { fields?: unknown } | undefined)?.fields;
    const fieldProblems =
      typeof fields === 'object' && fields !== null
        ? Object.fromEntries(
            Object.entries(fields).filter(
              (entry): entry is [string, string] => typeof entry[1] === 'string',
            ),
          )
        : {};
    return { sent: false, fieldProblems };
  }
  if (code === 'form_version_changed') return { sent: false, failure: 'versionChanged' };
  if (code in refusals) return { sent: false, refusal: refusals[code] };
  if (code === 'xsrf_failed') return { sent: false, failure: 'expired' };
  if (status === 429) return { sent: false, failure: 'tooMany' };
  return { sent: false, failure: 'failed' };
}
