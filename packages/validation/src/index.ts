// @plein/validation: pure TypeScript + yup checks, safe in the browser and on the server.

export { isBot } from './agent/is-bot';
export { colorSchemeTextPairs, defaultColorScheme } from './color/color-scheme';
export { WCAG_AA_CONTRAST, contrastRatio, meetsContrastAA } from './color/contrast';
export { isOpaqueColor } from './color/opaque-color';
export {
  colorSchema,
  dateSchema,
  emailSchema,
  hexColorSchema,
  hexaColorSchema,
  rgbColorSchema,
  rgbaColorSchema,
  timeSchema,
} from './forms/format-schemas';
export {
  isColor,
  isDate,
  isEmail,
  isHexColor,
  isRgbColor,
  isRgbaColor,
  isTime,
} from './forms/formats';
export {
  formAnswerProblem,
  formAnswersProblems,
  parseFormNumber,
  ruleOfProblem,
} from './forms/form-answers';
export type { FormAnswerProblem } from './forms/form-answers';
export {
  answersFromFormEntries,
  answersMany,
  answersOnOff,
  choiceDisplays,
  emptyFormField,
  formFieldKeyPattern,
  formFieldTypes,
  formMaskPresets,
  formRuleKinds,
  initialAnswer,
  initialAnswers,
  localized,
  maxFormFields,
  maxFormOptions,
  maxLongTextLength,
  maxShortTextLength,
  takesAnswer,
} from './forms/form-fields';
export type {
  ChoiceDisplay,
  FormAnswer,
  FormAnswers,
  FormChoiceOption,
  FormContent,
  FormField,
  FormFieldRule,
  FormFieldType,
  FormLanguage,
  FormMaskPreset,
  FormRuleKind,
  LocalizedText,
} from './forms/form-fields';
export { formAnswersSchema, formContentSchema, formSettingsSchema } from './forms/form-schemas';
export { accessLevels, defaultFormSettings, formActions } from './forms/form-settings';
export type { AccessLevel, FormAction, FormPublication, FormSettings } from './forms/form-settings';
export {
  formOpenModes,
  formOpenState,
  nextOpenStateChange,
  takesSubmissions,
} from './forms/open-state';
export type { FormOpenMode, FormOpenSchedule, FormOpenState } from './forms/open-state';
export type { FormRefusal, PublicForm } from './forms/public-form';
export { runRules, shouldRunRules } from './forms/rules';
export type { FieldRule, RuleMode, RuleTrigger, RunRulesOptions } from './forms/rules';
export {
  defaultListSortBy,
  listSortByValues,
  maxListItemCount,
  newListItemsPerPage,
  newListOptions,
} from './lists/list-sort';
export type { ListSortBy, ListSortField } from './lists/list-sort';
export {
  MASK_FILL_CHAR,
  applyMask,
  isMaskComplete,
  maskPresets,
  maskTokens,
  unmask,
} from './masks/mask';
export type { MaskToken } from './masks/mask';
export {
  DEFAULT_NOTIFICATION_CLOSE_SECONDS,
  DEFAULT_NOTIFICATION_TIMEOUT_MS,
  isNotificationPosition,
  isNotificationTimeout,
  notificationPositions,
  resolveNotificationTimeout,
} from './notifications/notification-options';
export {
  notificationPositionSchema,
  notificationTimeoutSchema,
} from './notifications/notification-schemas';
export type { NotificationPosition } from './notifications/notification-options';
export { maxButtons, maxHeaderImages } from './pages/block-limits';
export { pageLayoutNames } from './pages/page-layouts';
export type { LayoutPosition, PageLayoutName } from './pages/page-layouts';
export { membersOf, objectMembersOf, stringMembersOf, textOf } from './schema/test-parts';
export type { HeaderImage } from './settings/header-image';
export {
  defaultLogoHeight,
  defaultLogoPadding,
  settingLimits,
  settingTextLengths,
} from './settings/setting-limits';
export {
  isFooterLinkUrl,
  isHostName,
  isImageReference,
  isWebOrigin,
} from './settings/setting-rules';
export { formatFileSize } from './text/file-size';
export { guidPattern, isGuid } from './text/guid';
export type { FormatFileSizeOptions } from './text/file-size';
export { sanitizeFileName } from './text/file-name';
export { slugifyItemTitle } from './text/slug';
export { spreadsheetSafeCell } from './text/spreadsheet-cell';
export {
  IMAGE_SNIFF_BYTES,
  detectImageType,
  imageMimeTypes,
  imageTypeFromMime,
  imageTypes,
} from './upload/image-type';
export type { ImageType } from './upload/image-type';
export { MAX_IMAGE_UPLOAD_BYTES, checkImageFile, checkImageUpload } from './upload/image-upload';
export { imageFileSchema } from './upload/image-file-schema';
export type { ImageUploadCheck, ImageUploadInput, ImageUploadProblem } from './upload/image-upload';
export { checkExternalUrl, externalUrlProtocols, isExternalUrl } from './url/external-url';
export { externalUrlSchema } from './url/external-url-schema';
export type { ExternalUrlProblem } from './url/external-url';
export { isInternalMenuPath } from './url/menu-path';
export { isAllowedLinkHref } from './url/link-href';
export { safeLocalPath, safeRedirectLocation } from './url/local-path';
export type { ColorScheme } from './color/color-scheme';
