import type { ColorScheme } from '@plein/validation';
import type { CSSProperties } from 'react';
import './tokens.css';

/**
 * Font sizes in px (spec section 9), the same steps as the `--plein-font-size-*` variables.
 *
 * @example
 * fontSizes['2xl']; // 28
 */
export const fontSizes = {
  xs: 12,
  sm: 14,
  md: 16,
  lg: 18,
  xl: 22,
  '2xl': 28,
  '3xl': 34,
  '4xl': 40,
  '5xl': 50,
  '6xl': 64,
} as const;

/** A font size step. */
export type FontSize = keyof typeof fontSizes;

/**
 * Screen breakpoints in px (spec section 9). Layouts stack below `md`.
 *
 * @example
 * window.matchMedia(mediaQueries.md).matches;
 */
export const breakpoints = { sm: 600, md: 1024, lg: 1440, xl: 1920 } as const;

/** A breakpoint name. */
export type Breakpoint = keyof typeof breakpoints;

/**
 * Min-width media queries for each breakpoint, for `matchMedia` and CSS-in-JS.
 *
 * @example
 * mediaQueries.md; // '(min-width: 1024px)'
 */
export const mediaQueries = {
  sm: `(min-width: ${breakpoints.sm}px)`,
  md: `(min-width: ${breakpoints.md}px)`,
  lg: `(min-width: ${breakpoints.lg}px)`,
  xl: `(min-width: ${breakpoints.xl}px)`,
} as const satisfies Record<Breakpoint, string>;

/**
 * Spacing scale in px, the same steps as the `--plein-space-*` variables.
 *
 * @example
 * spacing[4]; // 16
 */
export const spacing = { 0: 0, 1: 4, 2: 8, 3: 12, 4: 16, 5: 24, 6: 32, 7: 48, 8: 64 } as const;

/** A spacing step. */
export type SpaceStep = keyof typeof spacing;

/**
 * Sizes of the radio, checkbox and toggle in px (spec section 9), xs to xl: the height of the
 * row a choice takes, which is also its pointer target. The same steps as the
 * `--plein-choice-size-*` variables.
 *
 * @example
 * <Checkbox size="lg" label={t('settings.showLogo')} />; // a 50 px row
 */
export const choiceSizes = { xs: 30, sm: 35, md: 40, lg: 50, xl: 60 } as const;

/** A size of a radio, checkbox or toggle. */
export type ChoiceSize = keyof typeof choiceSizes;

/** The colours a tenant themes its pages with (the `colorScheme` setting). */
export type ColorSchemeTokens = ColorScheme;

const colorVariables: Record<keyof ColorSchemeTokens, `--plein-color-${string}`> = {
  primary: '--plein-color-primary',
  onPrimary: '--plein-color-on-primary',
  secondary: '--plein-color-secondary',
  onSecondary: '--plein-color-on-secondary',
  background: '--plein-color-background',
  surface: '--plein-color-surface',
  text: '--plein-color-text',
  link: '--plein-color-link',
};

const hexColor = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** CSS custom properties keyed by variable name, usable as a React `style`. */
export type CssVariables = CSSProperties & Record<`--plein-${string}`, string>;

/**
 * Maps a tenant colour scheme to the `--plein-color-*` custom properties. Only hex colours are
 * kept (the settings store hex); anything else is dropped, so a setting can never inject CSS.
 *
 * @example
 * <div style={colorSchemeToCssVars(settings.colorScheme ?? {})}>...</div>
 */
export function colorSchemeToCssVars(scheme: Partial<ColorSchemeTokens>): CssVariables {
  const vars: Record<string, string> = {};
  for (const key of Object.keys(colorVariables) as (keyof ColorSchemeTokens)[]) {
    const value = scheme[key];
    if (typeof value === 'string' && hexColor.test(value.trim())) {
      vars[colorVariables[key]] = value.trim();
    }
  }
  return vars;
}

/**
 * The same variables as CSS text, for a server-rendered `<style>` element that themes the page.
 *
 * @example
 * <style>{colorSchemeToCssText(settings.colorScheme ?? {})}</style>
 * // ':root{--plein-color-primary:#004488;...}'
 */
export function colorSchemeToCssText(
  scheme: Partial<ColorSchemeTokens>,
  selector = ':root',
): string {
  const declarations = Object.entries(colorSchemeToCssVars(scheme))
    .map(([name, value]) => `${name}:${String(value)};`)
    .join('');
  return declarations ? `${selector}{${declarations}}` : '';
}
