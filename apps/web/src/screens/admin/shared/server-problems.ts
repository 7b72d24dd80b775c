import type { ApiErrorBody } from '@plein/api-client';

/** One problem of a refused write as the API lists it in `error.details.problems`. */
export interface ServerProblem {
  path: string;
  message: string;
}

/** A refused write as a screen needs it: status, code, problems and the error's details. */
export interface ServerRefusal {
  status: number | null;
  code: string | null;
  problems: ServerProblem[];
  details: unknown;
}

/** A listed problem: `{ path, message }`, or a yup message that starts with its field's name. */
function asProblem(problem: unknown): ServerProblem[] {
  if (typeof problem === 'string') {
    return [{ path: /^[A-Za-z]+/.exec(problem)?.[0] ?? '', message: problem }];
  }
  const { path, message } = (problem ?? {}) as Partial<ServerProblem>;
  return typeof path === 'string' && typeof message === 'string' ? [{ path, message }] : [];
}

/**
 * Reads what a failed write answered (an RTK Query error as `unwrap()` throws it): the status,
 * the API's error code and the `{ path, message }` problems of a 400 (a listed yup message
 * `name must be …` becomes `{ path: 'name', … }`).
 *
 * @example
 * const refusal = refusalOf(error);
 * if (refusal.code === 'page_name_taken') setFieldError('name', ...);
 */
export function refusalOf(error: unknown): ServerRefusal {
  const record = (typeof error === 'object' && error !== null ? error : {}) as {
    status?: unknown;
    data?: unknown;
  };
  const body = record.data as Partial<ApiErrorBody> | undefined;
  const details = body?.error?.details;
  const listed = (details as { problems?: unknown } | undefined)?.problems;
  const problems = Array.isArray(listed) ? listed.flatMap(asProblem) : [];
  return {
    status: typeof record.status === 'number' ? record.status : null,
    code: typeof body?.error?.code === 'string' ? body.error.code : null,
    problems,
    details,
  };
}

/**
 * A write for a background task that remembers how it failed, so the screen can show the
 * server's problems at the fields after the task runner reported the failure.
 *
 * @example
 * const save = rememberFailure(() => saveMenu(input).unwrap());
 * const result = await runTask({ kind: 'save', subject, run: save.run });
 * if (result === undefined) show(refusalOf(save.failure()));
 */
export function rememberFailure<T>(write: () => Promise<T>) {
  let failure: unknown = null;
  return {
    run: async () => {
      failure = null;
      try {
        return await write();
      } catch (error) {
        failure = error;
        throw error;
      }
    },
    failure: () => failure,
  };
}
