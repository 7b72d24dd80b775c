export {
  breakpoints,
  colorSchemeToCssText,
  colorSchemeToCssVars,
  defaultColorScheme,
  fontSizes,
  mediaQueries,
  spacing,
} from './tokens';
export type { Breakpoint, ColorSchemeTokens, CssVariables, FontSize, SpaceStep } from './tokens';
