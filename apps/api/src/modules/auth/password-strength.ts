import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { ApiError } from '../../http/errors';

/**
 * The lowest zxcvbn score a new password needs: 3 means at least 10^8 guesses, so lists of
 * breached and common passwords (zxcvbn's 49,000 most common, keyboard walks, repeats, dates)
 * and the user's own address, names and site name are refused (ASVS 5.0 6.2.4, 6.2.11).
 */
const minimumScore = 3;

let estimator: ZxcvbnFactory | null = null;

/** zxcvbn with its common-password dictionaries, built on first use (they take a few MB). */
function passwordEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return estimator;
}

/**
 * Refuses a new password that is common or easy to guess with 400 `weak_password`.
 *
 * @param context words an attacker would try for this user: address, names, the site's name.
 * @example
 * assertStrongPassword(input.password, [email, tenant.name]);
 */
export function assertStrongPassword(password: string, context: readonly string[]): void {
  const words = context.flatMap((word) => word.toLowerCase().split(/[^\p{L}\p{N}]+/u));
  const { score } = passwordEstimator().check(password, [...context, ...words].filter(Boolean));
  if (score < minimumScore) {
    throw new ApiError(
      400,
      'weak_password',
      'This password is common or easy to guess; choose a longer or less predictable one.',
    );
  }
}
