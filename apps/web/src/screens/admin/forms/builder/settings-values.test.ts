import { describe, expect, it } from 'vitest';
import { defaultFormSettings, formSettingsSchema } from '@plein/validation';
import { validateWith } from '../shared/form-problems';
import { placeSettingsProblem, toSettings, toSettingsValues } from './settings-values';
import { isoFromLocalInput, localInputFromIso } from './zoned-time';

describe('Dutch wall-clock times', () => {
  it('are read and written in Europe/Amsterdam, winter and summer time alike', () => {
    expect(isoFromLocalInput('2030-01-15T09:00')).toBe('2030-01-15T08:00:00.000Z');
    expect(isoFromLocalInput('2030-07-15T09:00')).toBe('2030-07-15T07:00:00.000Z');
    expect(localInputFromIso('2030-07-15T07:00:00.000Z')).toBe('2030-07-15T09:00');
    expect(localInputFromIso('2030-01-15T23:30:00.000Z')).toBe('2030-01-16T00:30');
    expect(isoFromLocalInput('morgen')).toBeNull();
  });
});

describe('the settings values', () => {
  it('send dates only for Custom and roles only for Roles', () => {
    const values = {
      ...toSettingsValues(defaultFormSettings),
      openDate: '2030-01-15T09:00',
      roleIds: ['r1'],
      actions: ['Notify' as const, 'Save' as const],
      notifyAddresses: 'a@example.org; b@example.org\n\n',
      retentionDays: ' 30 ',
    };
    expect(toSettings(values)).toEqual({
      ...defaultFormSettings,
      actions: ['Save', 'Notify'],
      notifyAddresses: ['a@example.org', 'b@example.org'],
      retentionDays: 30,
    });
    expect(toSettings({ ...values, openMode: 'Custom', accessLevel: 'Roles' })).toMatchObject({
      openDate: '2030-01-15T08:00:00.000Z',
      closeDate: null,
      roleIds: ['r1'],
    });
  });

  it('are checked with the API schema, problems at their inputs', async () => {
    const validate = validateWith(formSettingsSchema, toSettings, placeSettingsProblem);
    expect(await validate(toSettingsValues(defaultFormSettings))).toEqual({});
    expect(
      await validate({
        ...toSettingsValues(defaultFormSettings),
        actions: ['Notify'],
        retentionDays: 'een jaar',
      }),
    ).toEqual({
      retentionDays: 'admin:forms.errors.retentionDays',
      notifyAddresses: 'admin:forms.errors.notifyNeeded',
    });
  });
});
