import type { FormOpenSchedule } from './open-state';

/** Who may do something (spec section 3, enumeration (d)). */
export const accessLevels = ['Admin', 'Roles', 'Users', 'Public', 'Verify'] as const;
export type AccessLevel = (typeof accessLevels)[number];

/**
 * What a submission does (spec section 3, enumeration (b)): `Save` stores it, `Notify` mails its
 * answers to the form's notify addresses.
 */
export const formActions = ['Save', 'Notify'] as const;
export type FormAction = (typeof formActions)[number];

/**
 * Where a form's approved submissions are published, as content of kind FormSubmission (spec
 * section 3, enumeration (h)): as items of a list block, titled by the answer to `titleField`,
 * showing only the answers to `shownFields` (never the others: an e-mail address stays private
 * unless it is chosen). Fields a version lacks are left out of its submissions' items.
 */
export interface FormPublication {
  /** The list block (`list`) the items go to. */
  listBlockGuid: string;
  /** The key of the field whose answer is the item's title; empty: the form's title and date. */
  titleField: string;
  /** The keys of the fields whose answers the item shows, in the form's order. */
  shownFields: string[];
}

/**
 * A form's settings, kept apart from its versions (they may change at any time without a new
 * version): when it takes submissions, from whom, what a submission does, how long it is kept.
 */
export interface FormSettings extends FormOpenSchedule {
  /** Who may submit: everyone, signed-in users, verified users, users with one of `roleIds`, admins. */
  accessLevel: AccessLevel;
  /** With `Roles`: the roles that may submit. */
  roleIds: string[];
  actions: FormAction[];
  /** Where `Notify` mails the answers; set by administrators, never by a visitor. */
  notifyAddresses: string[];
  /** Submissions older than this many days are deleted; null keeps them. */
  retentionDays: number | null;
  /**
   * Mails a signed-in submitter a copy of their answers with the link to their receipt, to the
   * verified address of their account only (never to an address typed in the form).
   */
  confirmToSubmitter: boolean;
  /** Where approved submissions are published; null: they are never published. */
  publication: FormPublication | null;
}

/** The settings of a new form: open to everyone, saving submissions, kept for a year. */
export const defaultFormSettings: FormSettings = {
  openMode: 'Open',
  openDate: null,
  closeDate: null,
  accessLevel: 'Public',
  roleIds: [],
  actions: ['Save'],
  notifyAddresses: [],
  retentionDays: 365,
  confirmToSubmitter: false,
  publication: null,
};
