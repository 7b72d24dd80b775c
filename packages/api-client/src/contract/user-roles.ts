import type { AccessLevel } from '@plein/validation';

/**
 * The roles a profile derives (spec section 3, enumeration e): every active signed-in user is a
 * `User`, with a verified e-mail address also a `VerifiedUser`; the flags add `ContentManager`,
 * `Admin`, `Mett` (platform staff) and `Developer`. An inactive account has none.
 */
export const userRoles = [
  'User',
  'VerifiedUser',
  'ContentManager',
  'Admin',
  'Mett',
  'Developer',
] as const;

/** One of {@link userRoles}. */
export type UserRole = (typeof userRoles)[number];

/** What a user's roles are derived from (the flags of an application user or a principal). */
export interface RoleSource {
  isActive: boolean;
  isAdmin: boolean;
  isContentManager: boolean;
  isMett?: boolean;
  isDeveloper?: boolean;
}

/**
 * The roles of a user, or none for a visitor or an inactive account.
 *
 * @example
 * rolesOf({ isActive: true, isAdmin: false, isContentManager: true }, true);
 * // ['User', 'VerifiedUser', 'ContentManager']
 */
export function rolesOf(user: RoleSource | null, emailVerified: boolean): UserRole[] {
  if (!user?.isActive) return [];
  const flags: [boolean, UserRole][] = [
    [true, 'User'],
    [emailVerified, 'VerifiedUser'],
    [user.isContentManager, 'ContentManager'],
    [user.isAdmin, 'Admin'],
    [user.isMett === true, 'Mett'],
    [user.isDeveloper === true, 'Developer'],
  ];
  return flags.filter(([has]) => has).map(([, role]) => role);
}

/**
 * Whether an access level (spec section 3, enumeration d) admits a user with these roles: the one
 * rule behind who sees a block and who may send a form. `Public` admits everyone, `Users` every
 * `User`, `Verify` a `VerifiedUser`, `Admin` an `Admin`, and `Roles` a `User` who holds one of
 * the tenant roles it lists (`holdsListedRole`).
 *
 * @example
 * accessLevelAdmits('Verify', rolesOf(user, false), false); // false: e-mail not verified
 */
export function accessLevelAdmits(
  level: AccessLevel,
  roles: readonly UserRole[],
  holdsListedRole: boolean,
): boolean {
  switch (level) {
    case 'Public':
      return true;
    case 'Users':
      return roles.includes('User');
    case 'Verify':
      return roles.includes('VerifiedUser');
    case 'Admin':
      return roles.includes('Admin');
    case 'Roles':
      return roles.includes('User') && holdsListedRole;
  }
}

/**
 * How an account came to be (spec section 3, enumeration a): made by the operator or seeded
 * (`Manual`), by accepting an invitation, which proves the address (`Verification`), or by
 * signing up (`Registration`, not offered yet).
 */
export const accountOrigins = ['Manual', 'Verification', 'Registration'] as const;

/** One of {@link accountOrigins}. */
export type AccountOrigin = (typeof accountOrigins)[number];

/**
 * The kinds of account (spec section 3, enumeration f), each account listed as one: platform
 * staff first, then admins, developers and content managers; everyone else is `Standard`.
 */
export const accountTypes = ['Mett', 'Admin', 'Developer', 'ContentManager', 'Standard'] as const;

/** One of {@link accountTypes}. */
export type AccountType = (typeof accountTypes)[number];

/**
 * The one kind an account is listed as: the first of {@link accountTypes} whose role it has.
 *
 * @example
 * accountTypeOf({ isActive: true, isAdmin: true, isContentManager: true }); // 'Admin'
 */
export function accountTypeOf(user: RoleSource): AccountType {
  const roles = new Set<string>(rolesOf({ ...user, isActive: true }, false));
  return accountTypes.find((type) => roles.has(type)) ?? 'Standard';
}
