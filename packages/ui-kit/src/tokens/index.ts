export {
  breakpoints,
  choiceSizes,
  colorSchemeToCssText,
  colorSchemeToCssVars,
  defaultColorScheme,
  fontSizes,
  mediaQueries,
  spacing,
} from './tokens';
export type {
  Breakpoint,
  ChoiceSize,
  ColorSchemeTokens,
  CssVariables,
  FontSize,
  SpaceStep,
} from './tokens';
