import { describe, expect, it } from 'vitest';
import { accessLevelAdmits, accountTypeOf, rolesOf } from './user-roles';

const user = { isActive: true, isAdmin: false, isContentManager: false };

describe('user roles', () => {
  it('derives the roles of a profile from its flags and its verified e-mail', () => {
    expect(rolesOf(user, false)).toEqual(['User']);
    expect(rolesOf(user, true)).toEqual(['User', 'VerifiedUser']);
    expect(
      rolesOf(
        { ...user, isAdmin: true, isContentManager: true, isMett: true, isDeveloper: true },
        true,
      ),
    ).toEqual(['User', 'VerifiedUser', 'ContentManager', 'Admin', 'Mett', 'Developer']);
  });

  it('gives a visitor and an inactive account no role at all', () => {
    expect(rolesOf(null, false)).toEqual([]);
    expect(rolesOf({ ...user, isActive: false, isAdmin: true }, true)).toEqual([]);
  });

  it('admits by access level from the roles alone', () => {
    const plain = rolesOf(user, false);
    const verified = rolesOf(user, true);
    const admin = rolesOf({ ...user, isAdmin: true }, false);
    expect(accessLevelAdmits('Public', [], false)).toBe(true);
    expect(accessLevelAdmits('Users', [], false)).toBe(false);
    expect(accessLevelAdmits('Users', plain, false)).toBe(true);
    expect(accessLevelAdmits('Verify', plain, false)).toBe(false);
    expect(accessLevelAdmits('Verify', verified, false)).toBe(true);
    expect(accessLevelAdmits('Admin', verified, false)).toBe(false);
    expect(accessLevelAdmits('Admin', admin, false)).toBe(true);
    expect(accessLevelAdmits('Roles', plain, false)).toBe(false);
    expect(accessLevelAdmits('Roles', plain, true)).toBe(true);
    expect(accessLevelAdmits('Roles', [], true)).toBe(false);
  });

  it('lists each account as one kind, staff first and Standard for the rest', () => {
    expect(accountTypeOf(user)).toBe('Standard');
    expect(accountTypeOf({ ...user, isContentManager: true })).toBe('ContentManager');
    expect(accountTypeOf({ ...user, isContentManager: true, isDeveloper: true })).toBe('Developer');
    expect(accountTypeOf({ ...user, isAdmin: true, isDeveloper: true })).toBe('Admin');
    expect(accountTypeOf({ ...user, isAdmin: true, isMett: true })).toBe('Mett');
    // An inactive account keeps its kind: it is listed, only admitted nowhere.
    expect(accountTypeOf({ ...user, isActive: false, isAdmin: true })).toBe('Admin');
  });
});
