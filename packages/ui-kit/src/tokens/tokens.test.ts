import { defaultColorScheme } from '@plein/validation';
import { describe, expect, it } from 'vitest';
import {
  breakpoints,
  choiceSizes,
  colorSchemeToCssText,
  colorSchemeToCssVars,
  fontSizes,
  mediaQueries,
} from './tokens';

describe('tokens', () => {
  it('lists the font sizes and breakpoints of the spec', () => {
    expect(Object.values(fontSizes)).toEqual([12, 14, 16, 18, 22, 28, 34, 40, 50, 64]);
    expect(Object.values(breakpoints)).toEqual([600, 1024, 1440, 1920]);
    expect(mediaQueries.md).toBe('(min-width: 1024px)');
  });

  it('lists the radio, checkbox and toggle sizes of the spec, xs to xl', () => {
    expect(choiceSizes).toEqual({ xs: 30, sm: 35, md: 40, lg: 50, xl: 60 });
  });

  it('maps a colour scheme to the --plein-color variables', () => {
    expect(colorSchemeToCssVars({ primary: '#004488', onPrimary: '#fff' })).toEqual({
      '--plein-color-primary': '#004488',
      '--plein-color-on-primary': '#fff',
    });
    expect(Object.keys(colorSchemeToCssVars(defaultColorScheme))).toHaveLength(8);
  });

  it('drops values that are not hex colours so settings cannot inject CSS', () => {
    const text = colorSchemeToCssText({ primary: 'red;}</style><script>', text: '#111111' });
    expect(text).toBe(':root{--plein-color-text:#111111;}');
    expect(colorSchemeToCssText({})).toBe('');
  });

  it('scopes the CSS text to a selector', () => {
    expect(colorSchemeToCssText({ link: '#0000ee' }, '.tenant')).toBe(
      '.tenant{--plein-color-link:#0000ee;}',
    );
  });
});
