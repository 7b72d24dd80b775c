import { formActions } from '@plein/validation';
import type { AccessLevel, FormAction, FormOpenMode, FormSettings } from '@plein/validation';
import { problemMessage } from '../shared/form-problems';
import type { ProblemPlace } from '../shared/form-problems';
import { isoFromLocalInput, localInputFromIso } from './zoned-time';

/** What the settings form holds: dates as `datetime-local` values, addresses and days as text. */
export interface SettingsValues {
  openMode: FormOpenMode;
  openDate: string;
  closeDate: string;
  accessLevel: AccessLevel;
  roleIds: string[];
  actions: FormAction[];
  /** One address a line. */
  notifyAddresses: string;
  /** Empty keeps submissions until they are deleted. */
  retentionDays: string;
  confirmToSubmitter: boolean;
  /** Whether approved submissions are published, where, titled by and showing which answers. */
  publishes: boolean;
  listBlockGuid: string;
  titleField: string;
  shownFields: string[];
}

/** The settings form's values of a form's settings. */
export function toSettingsValues(settings: FormSettings): SettingsValues {
  return {
    openMode: settings.openMode,
    openDate: settings.openDate ? localInputFromIso(settings.openDate) : '',
    closeDate: settings.closeDate ? localInputFromIso(settings.closeDate) : '',
    accessLevel: settings.accessLevel,
    roleIds: [...settings.roleIds],
    actions: [...settings.actions],
    notifyAddresses: settings.notifyAddresses.join('\n'),
    retentionDays: settings.retentionDays === null ? '' : String(settings.retentionDays),
    confirmToSubmitter: settings.confirmToSubmitter,
    publishes: settings.publication !== null,
    listBlockGuid: settings.publication?.listBlockGuid ?? '',
    titleField: settings.publication?.titleField ?? '',
    shownFields: [...(settings.publication?.shownFields ?? [])],
  };
}

const dateOf = (value: string) =>
  value.trim() ? (isoFromLocalInput(value.trim()) ?? value) : null;

/**
 * The settings the form stands for, as `PUT …/settings` takes them (and `formSettingsSchema`
 * checks them): dates only for Custom, roles only for Roles, the actions in their usual order,
 * addresses one a line (commas and semicolons also separate), days as a number or null.
 */
export function toSettings(values: SettingsValues): FormSettings {
  const custom = values.openMode === 'Custom';
  const days = values.retentionDays.trim();
  return {
    openMode: values.openMode,
    openDate: custom ? dateOf(values.openDate) : null,
    closeDate: custom ? dateOf(values.closeDate) : null,
    accessLevel: values.accessLevel,
    roleIds: values.accessLevel === 'Roles' ? [...values.roleIds] : [],
    actions: formActions.filter((action) => values.actions.includes(action)),
    notifyAddresses: values.notifyAddresses
      .split(/[\n,;]/)
      .map((address) => address.trim())
      .filter(Boolean),
    retentionDays: days === '' ? null : /^\d+$/.test(days) ? Number(days) : Number.NaN,
    confirmToSubmitter: values.confirmToSubmitter,
    publication: values.publishes
      ? {
          listBlockGuid: values.listBlockGuid,
          titleField: values.titleField,
          shownFields: [...values.shownFields],
        }
      : null,
  };
}

const groups: Record<string, string> = {
  openMode: 'openMode',
  openDate: 'openDate',
  closeDate: 'closeDate',
  accessLevel: 'accessLevel',
  roleIds: 'roleIds',
  actions: 'actions',
  notifyAddresses: 'notifyAddresses',
  retentionDays: 'retentionDays',
  confirmToSubmitter: 'confirmToSubmitter',
  publication: 'listBlockGuid',
};

const messages: Record<string, string> = {
  'date-time': 'dateTime',
  order: 'closeBeforeOpen',
  'custom-only': 'customOnly',
  'notify-addresses': 'notifyNeeded',
  email: 'notifyInvalid',
  min: 'actionsNeeded',
};

/**
 * Places a problem of `formSettingsSchema` (or of the API) in the settings form: at its input
 * (an address problem at the addresses, the order of the dates at the close date), else at the
 * open mode.
 */
export function placeSettingsProblem(path: string, kind: string): ProblemPlace {
  const root = /^\w+/.exec(path)?.[0] ?? '';
  if (kind === 'order') return { field: 'closeDate', message: problemMessage('closeBeforeOpen') };
  if (kind === 'notify-addresses') {
    return { field: 'notifyAddresses', message: problemMessage('notifyNeeded') };
  }
  const field = groups[root] ?? 'openMode';
  if (field === 'retentionDays') return { field, message: problemMessage('retentionDays') };
  if (field === 'notifyAddresses') return { field, message: problemMessage('notifyInvalid') };
  if (field === 'listBlockGuid') return { field, message: problemMessage('listBlockNeeded') };
  return { field, message: problemMessage(messages[kind] ?? 'refused') };
}
