/**
 * The colours a tenant themes its pages with (hex). The API stores it as the `colorScheme`
 * setting and the ui-kit turns it into CSS variables; pairs must meet WCAG AA contrast.
 */
export interface ColorScheme {
  primary: string;
  onPrimary: string;
  secondary: string;
  onSecondary: string;
  background: string;
  surface: string;
  text: string;
  link: string;
}

/**
 * The neutral scheme of a tenant that chose none: the `colorScheme` setting's default and the
 * ui-kit's `--plein-color-*` values. Every pair of {@link colorSchemeTextPairs} meets WCAG AA.
 */
export const defaultColorScheme: Readonly<ColorScheme> = {
  primary: '#1f2937',
  onPrimary: '#ffffff',
  secondary: '#e5e7eb',
  onSecondary: '#111827',
  background: '#ffffff',
  surface: '#f3f4f6',
  text: '#111827',
  link: '#1d4ed8',
};

/**
 * The text/background pairs of a colour scheme that must be readable (WCAG AA, 4.5:1): the API
 * refuses a scheme that fails one, the settings form warns before it is sent.
 *
 * @example
 * colorSchemeTextPairs.filter(([fg, bg]) => !meetsContrastAA(scheme[fg], scheme[bg]));
 */
export const colorSchemeTextPairs: readonly (readonly [keyof ColorScheme, keyof ColorScheme])[] = [
  ['onPrimary', 'primary'],
  ['onSecondary', 'secondary'],
  ['text', 'background'],
  ['link', 'background'],
  ['text', 'surface'],
  ['link', 'surface'],
];
