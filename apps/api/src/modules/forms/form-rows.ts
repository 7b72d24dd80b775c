import type { FormContent, FormSettings } from '@plein/validation';

/** The settings columns of a `forms` row. */
export interface FormSettingsRow {
  open_mode: FormSettings['openMode'];
  open_date: Date | string | null;
  close_date: Date | string | null;
  access_level: FormSettings['accessLevel'];
  role_ids: string[];
  actions: FormSettings['actions'];
  notify_addresses: string[];
  retention_days: number | null;
  confirm_to_submitter: boolean;
  publication: FormSettings['publication'];
}

/** A `forms` row with the facts of its versions the queries add. */
export interface FormRow extends FormSettingsRow {
  id: number;
  guid: string;
  draft: FormContent;
  created_on: Date | string;
  updated_on: Date | string;
  /** The newest version's number, null before the first publish. */
  published_version: number | null;
  /** Whether the draft differs from the newest version (true before the first publish). */
  has_draft: boolean;
}

/** The columns of {@link FormRow} (the facts of versions are selected by the caller). */
export const formColumns = [
  'f.id',
  'f.guid',
  'f.open_mode',
  'f.open_date',
  'f.close_date',
  'f.access_level',
  'f.role_ids',
  'f.actions',
  'f.notify_addresses',
  'f.retention_days',
  'f.confirm_to_submitter',
  'f.publication',
  'f.draft',
  'f.created_on',
  'f.updated_on',
];

/** An ISO date-time from what a driver gives for a timestamp. */
export const iso = (value: Date | string): string => new Date(value).toISOString();

const isoOrNull = (value: Date | string | null): string | null =>
  value === null ? null : iso(value);

/** The settings a row holds. */
export function toSettings(row: FormSettingsRow): FormSettings {
  return {
    openMode: row.open_mode,
    openDate: isoOrNull(row.open_date),
    closeDate: isoOrNull(row.close_date),
    accessLevel: row.access_level,
    roleIds: row.role_ids,
    actions: row.actions,
    notifyAddresses: row.notify_addresses,
    retentionDays: row.retention_days,
    confirmToSubmitter: row.confirm_to_submitter,
    publication: row.publication,
  };
}

/** The settings as columns to write (dates as Date, lists as JSON). */
export function settingsColumns(settings: FormSettings) {
  return {
    open_mode: settings.openMode,
    open_date: settings.openDate === null ? null : new Date(settings.openDate),
    close_date: settings.closeDate === null ? null : new Date(settings.closeDate),
    access_level: settings.accessLevel,
    role_ids: JSON.stringify(settings.roleIds),
    actions: JSON.stringify(settings.actions),
    notify_addresses: JSON.stringify(settings.notifyAddresses),
    retention_days: settings.retentionDays,
    confirm_to_submitter: settings.confirmToSubmitter,
    publication: settings.publication === null ? null : JSON.stringify(settings.publication),
  };
}
