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
