/**
 * What can go wrong when signing in, as keys of `login.errors.*`. `expired`: a form posted
 * without JavaScript whose XSRF token did not match (an old page, or cookies refused).
 */
export type LoginProblem = 'credentials' | 'tooMany' | 'expired' | 'failed';

const loginProblems: readonly string[] = ['credentials', 'tooMany', 'expired', 'failed'];

/** Narrows a string (e.g. a server-handled form's problem) to a login problem, or null. */
export function asLoginProblem(value: string | null | undefined): LoginProblem | null {
  return value && loginProblems.includes(value) ? (value as LoginProblem) : null;
}

/**
 * The problem a refused sign-in shows, by the API's status (null: no answer). The sign-in page
 * and the web server's handling of the form without JavaScript both use it.
 *
 * @example
 * loginProblemOf(429); // 'tooMany'
 */
export function loginProblemOf(status: number | null): LoginProblem {
  if (status === 401) return 'credentials';
  if (status === 429) return 'tooMany';
  return 'failed';
}
