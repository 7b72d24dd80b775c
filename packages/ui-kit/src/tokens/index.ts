export {
  breakpoints,
  choiceSizes,
  colorSchemeToCssText,
  colorSchemeToCssVars,
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
