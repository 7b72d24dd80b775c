import type { Knex } from 'knex';
import { ApiError } from '../../http/errors';
import type { Principal } from '../../http/principal';
import type { RateLimiter } from '../../http/rate-limiter';
import type { Tenant } from '../platforms/repository';
import { createAccountsRepository } from './accounts-repository';
import type { AccountRecord } from './accounts-repository';
import type { IdentitySettings } from './identity-settings';
import { verifyPassword } from './secrets';

/** Checks the signed-in user's current password; answers their account (see below). */
export type CurrentPasswordCheck = (
  tenant: Tenant,
  principal: Principal,
  password: string,
) => Promise<AccountRecord>;

/**
 * The check of the signed-in user's current password before a change of their credentials
 * (password, e-mail address). Wrong guesses count in the same per-account counter as sign-in,
 * so a stolen session cannot guess it: 429 `too_many_attempts` past the limit, 400
 * `wrong_password`.
 *
 * @example
 * const checkCurrentPassword = createCurrentPasswordCheck(knex, settings, limiter);
 * const account = await checkCurrentPassword(tenant, principal, input.currentPassword);
 */
export function createCurrentPasswordCheck(
  knex: Knex,
  settings: IdentitySettings,
  limiter: RateLimiter,
): CurrentPasswordCheck {
  const { login: limits } = settings;
  const accounts = createAccountsRepository(knex);
  return async (tenant, principal, password) => {
    const key = `login:account:${tenant.id}:${principal.email}`;
    const reserved = await limiter.increment(key, limits.windowMs);
    if (reserved.count > limits.maxFailuresPerAccount) {
      throw new ApiError(429, 'too_many_attempts', 'Too many wrong passwords; try again later.');
    }
    const account = await accounts.findById(tenant, principal.accountId);
    if (!account || !(await verifyPassword(account.passwordHash, password))) {
      throw new ApiError(400, 'wrong_password', 'The current password is wrong.');
    }
    await limiter.reset(key);
    return account;
  };
}
