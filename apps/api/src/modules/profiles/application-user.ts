import { defaultNotificationCloseSeconds } from '@plein/api-client';
import type { ApplicationUser, ProfileProperty } from '@plein/api-client';
import type { MembershipRecord } from './repository';

/** The properties with `notificationClose` filled in when the user never chose one. */
export function withDefaultProperties(properties: readonly ProfileProperty[]): ProfileProperty[] {
  return properties.some((p) => p.key === 'notificationClose')
    ? [...properties]
    : [...properties, { key: 'notificationClose', value: String(defaultNotificationCloseSeconds) }];
}

/**
 * The application user (spec section 3) of a membership.
 *
 * @param hiddenKeys property keys the viewer may not see (another user's private fields).
 */
export function toApplicationUser(
  record: MembershipRecord,
  hiddenKeys: ReadonlySet<string> = new Set(),
): ApplicationUser {
  return {
    guid: record.guid,
    email: record.email,
    firstName: record.firstName,
    middleName: record.middleName,
    lastName: record.lastName,
    properties: withDefaultProperties(record.properties).filter((p) => !hiddenKeys.has(p.key)),
    isAdmin: record.isAdmin,
    isMett: record.isMett,
    isDeveloper: record.isDeveloper,
    isContentManager: record.isContentManager,
    isActive: record.isActive,
    roleIds: record.roleIds,
    termsOfUseVersionAccepted: record.termsOfUseVersionAccepted,
    emailVerified: record.emailVerifiedAt !== null,
  };
}
