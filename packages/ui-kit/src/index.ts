// The public API of @plein/ui-kit, listed by name. Each folder is also a subpath export.
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
export {
  ExternalMark,
  isExternalHref,
  Link,
  LinkComponentProvider,
  useLinkComponent,
} from './link';
export type {
  LinkComponent,
  LinkComponentProps,
  LinkComponentProviderProps,
  LinkProps,
} from './link';
export { VisuallyHidden } from './visually-hidden';
export type { VisuallyHiddenProps } from './visually-hidden';
export { mainContentId, SkipLink } from './skip-link';
export type { SkipLinkProps } from './skip-link';
export { Button, ButtonLink, buttonClassName } from './button';
export type { ButtonLinkProps, ButtonProps, ButtonSize, ButtonVariant } from './button';
export { Container } from './container';
export {
  Dialog,
  DialogActions,
  DialogBody,
  DialogRoot,
  DialogTitle,
  dialogShakeMs,
  dialogTransitionMs,
} from './dialog';
export type { DialogProps, DialogRootProps, DialogTitleProps } from './dialog';
export { Drawer } from './drawer';
export type { DrawerProps } from './drawer';
export type { ContainerProps } from './container';
export { Cluster, Stack } from './stack';
export type { LayoutPrimitiveProps } from './stack';
export { adminHeaderHeightHint, headerHeightHint, Logo } from './logo';
export type { HeaderHeightOptions, LogoProps } from './logo';
export { NavigationMenu, submenuHoverDelay } from './navigation-menu';
export type { NavigationItem, NavigationMenuProps } from './navigation-menu';
export { LanguageSwitcher } from './language-switcher';
export type { LanguageOption, LanguageSwitcherProps } from './language-switcher';
export { Breadcrumbs } from './breadcrumbs';
export type { BreadcrumbItem, BreadcrumbsProps } from './breadcrumbs';
export { FooterColumns } from './footer-columns';
export type { FooterColumnContent, FooterColumnsProps, FooterLink } from './footer-columns';
export { Notice } from './notice';
export type { NoticeProps, NoticeTone } from './notice';
export { TextField } from './text-field';
export type { TextAreaFieldProps, TextFieldProps, TextInputFieldProps } from './text-field';
export { TextArea } from './text-area';
export type { TextAreaProps } from './text-area';
export { Select } from './select';
export type { SelectOption, SelectProps } from './select';
export { Checkbox } from './checkbox';
export type { CheckboxProps } from './checkbox';
export { RadioGroup } from './radio-group';
export type { RadioGroupProps, RadioOption } from './radio-group';
export { Toggle } from './toggle';
export type { ToggleProps } from './toggle';
export { ToastRegion } from './toast-region';
export type { ToastItem, ToastRegionProps, ToastTone } from './toast-region';
export { pageRange, pageRows, SelectionCheckbox, Table } from './table';
export type {
  SelectionCheckboxProps,
  SortDirection,
  TableColumn,
  TableLabels,
  TablePageRange,
  TablePageSize,
  TableProps,
  TableSort,
} from './table';
