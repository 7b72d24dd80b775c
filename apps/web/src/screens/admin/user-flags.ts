import type { ApplicationUser } from '@plein/api-client';

/** The role flags an admin sets (isMett is for staff and is shown, not edited, here). */
export const editableFlags = ['isAdmin', 'isContentManager', 'isDeveloper', 'isActive'] as const;

/** One of {@link editableFlags}. */
export type EditableFlag = (typeof editableFlags)[number];

/** The labels (admin namespace keys) of a user's set flags, for lists. */
export function flagLabels(user: ApplicationUser): string[] {
  const labels: string[] = [];
  if (user.isAdmin) labels.push('users.flags.isAdmin');
  if (user.isContentManager) labels.push('users.flags.isContentManager');
  if (user.isDeveloper) labels.push('users.flags.isDeveloper');
  if (user.isMett) labels.push('users.flags.isMett');
  if (!user.isActive) labels.push('users.inactive');
  return labels;
}
