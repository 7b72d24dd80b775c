import { describe, expect, it } from 'vitest';
import type { PlatformSettingTypes } from '@plein/api-client';
import { toHex } from './colour';
import { settingsErrors } from './settings-problems';
import {
  changedSettings,
  completeSettings,
  fromFormValues,
  previousSettings,
  toFormValues,
} from './settings-values';

const current: PlatformSettingTypes = completeSettings({
  platformName: 'Plein Demo',
  hostNames: ['localhost'],
  primaryDomain: 'localhost',
  colorScheme: {
    primary: '#1d4ed8',
    onPrimary: '#ffffff',
    secondary: '#0f766e',
    onSecondary: '#ffffff',
    background: '#ffffff',
    surface: '#f3f4f6',
    text: '#1f2937',
    link: '#1d4ed8',
  },
  footers: [
    { title: 'Contact', text: 'Stationsplein 1', links: [{ label: 'Mail', url: 'mailto:a@b.nl' }] },
  ],
});

describe('the settings diff', () => {
  it('sends nothing when the form is saved unchanged, also when the scheme comes in another key order', () => {
    const reordered = {
      ...current,
      colorScheme: Object.fromEntries(Object.entries(current.colorScheme).reverse()),
    };
    const values = toFormValues(reordered as PlatformSettingTypes);
    expect(changedSettings(current, fromFormValues(values, current))).toEqual([]);
  });

  it('sends only the changed keys, with their cleaned-up values', () => {
    const values = toFormValues(current);
    values.platformName = '  Havenstad  ';
    values.headerLogoHeight = 80;
    values.colorScheme = { ...values.colorScheme, primary: 'rgb(0, 80, 179)' };
    values.footers[0]!.links[0]!.label = ' Mail ons ';
    values.faviconLogo = '   ';
    expect(changedSettings(current, fromFormValues(values, current))).toEqual([
      {
        key: 'footers',
        value: [
          {
            title: 'Contact',
            text: 'Stationsplein 1',
            links: [{ label: 'Mail ons', url: 'mailto:a@b.nl' }],
          },
        ],
      },
      { key: 'headerLogoHeight', value: 80 },
      { key: 'platformName', value: 'Havenstad' },
      { key: 'colorScheme', value: { ...current.colorScheme, primary: '#0050b3' } },
    ]);
  });

  it('sends a footer title link trimmed, and leaves out one that was emptied', () => {
    const values = toFormValues(current);
    expect(values.footers[0]!.url).toBe('');
    values.footers[0]!.url = ' /contact ';
    const linked = fromFormValues(values, current);
    expect(linked.footers[0]).toMatchObject({ title: 'Contact', url: '/contact' });
    const again = toFormValues(linked);
    again.footers[0]!.url = '  ';
    expect(fromFormValues(again, linked).footers[0]).not.toHaveProperty('url');
  });

  it('undoes a save with the previous values of exactly the keys it changed', () => {
    const changes = changedSettings(current, {
      ...current,
      platformName: 'Nieuw',
      showFooter: false,
    });
    expect(previousSettings(current, changes)).toEqual([
      { key: 'showFooter', value: true },
      { key: 'platformName', value: 'Plein Demo' },
    ]);
  });

  it('turns an empty logo into null and host names into lower case', () => {
    const values = {
      ...toFormValues({ ...current, headerLogo: 'https://example.org/logo.png' }),
      headerLogo: '',
    };
    values.hostNames = ['localhost', ' WWW.Example.org '];
    const next = fromFormValues(values, current);
    expect(next.headerLogo).toBeNull();
    expect(next.hostNames).toEqual(['localhost', 'www.example.org']);
  });
});

describe('refused settings saves', () => {
  const sent = changedSettings(current, {
    ...current,
    hostNames: ['localhost', 'havenstad.test'],
    colorScheme: { ...current.colorScheme, onPrimary: '#1d4ed9' },
    headerLogo: '3f0b1c2d-0000-4000-8000-000000000001',
  });
  const values = toFormValues(current);
  values.hostNames = ['localhost', 'havenstad.test'];

  it('puts a taken host name at its field', () => {
    const errors = settingsErrors(
      {
        status: 409,
        code: 'host_name_taken',
        problems: [],
        details: { hostNames: ['havenstad.test'] },
      },
      sent,
      values,
    );
    expect(errors).toEqual({ hostNames: [undefined, 'admin:settingsScreen.errors.hostNameTaken'] });
  });

  it('puts 400 problems at the fields of the keys they are about', () => {
    const at = (key: string) => sent.findIndex((entry) => entry.key === key);
    const errors = settingsErrors(
      {
        status: 400,
        code: 'invalid_body',
        details: null,
        problems: [
          {
            path: `[${at('colorScheme')}].value.onPrimary`,
            message: 'onPrimary on primary has a contrast of 1:1',
          },
          { path: `[${at('headerLogo')}].value`, message: 'is not a public image of this site' },
          {
            path: `[${at('hostNames')}].value`,
            message: 'must keep localhost, the host name this change is made at',
          },
        ],
      },
      sent,
      values,
    );
    expect(errors).toEqual({
      colorScheme: { onPrimary: 'admin:settingsScreen.errors.contrastTooLow' },
      headerLogo: 'admin:settingsScreen.errors.notAnImage',
      hostNamesList: 'admin:settingsScreen.errors.keepCurrentHost',
    });
  });
});

describe('toHex', () => {
  it('reads hex, rgb() and rgba() colours for the colour picker', () => {
    expect(toHex('#ABC')).toBe('#aabbcc');
    expect(toHex('#1d4ed880')).toBe('#1d4ed8');
    expect(toHex('rgba(0, 80, 179, 1)', { opaqueOnly: true })).toBe('#0050b3');
    expect(toHex('rgba(0, 80, 179, 0.5)', { opaqueOnly: true })).toBeNull();
    expect(toHex('blue')).toBeNull();
  });
});
