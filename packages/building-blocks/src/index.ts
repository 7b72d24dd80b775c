// The public API of @plein/building-blocks, listed by name.
export { createBlockRegistry } from './registry';
export type {
  AnyBlockDefinition,
  BlockDefinition,
  BlockEditProps,
  BlockInstance,
  BlockOption,
  BlockRegistry,
  BlockRegistryError,
  BlockViewProps,
  RegisterOptions,
  Translate,
} from './registry';
export { BlockRenderer } from './block-renderer';
export type { BlockRendererProps } from './block-renderer';
export { HeroEdit, HeroView, heroBlock, heroTranslationKeys, isHeroContent } from './hero';
export type { HeroContent } from './hero';
export {
  isAllowedLinkHref,
  isRichTextContent,
  RichTextEdit,
  RichTextView,
  richTextBlock,
  richTextTranslationKeys,
} from './rich-text';
export type { RichTextContent } from './rich-text';
export {
  ImageEdit,
  ImageView,
  imageBlock,
  imageBlockSources,
  imageTranslationKeys,
  ImageGuidField,
  imageUploadTranslationKeys,
  isImageContent,
  isUsableImageUrl,
} from './image';
export type { ImageContent } from './image';
export {
  HeaderImagesEdit,
  HeaderImagesView,
  headerImagesBlock,
  headerImagesTranslationKeys,
  isHeaderImagesContent,
  maxHeaderImages,
} from './header-images';
export type { HeaderImagesContent } from './header-images';
export {
  buttonLinkKind,
  ButtonsEdit,
  ButtonsView,
  buttonsBlock,
  buttonsTranslationKeys,
  isButtonsContent,
  maxButtons,
} from './buttons';
export type { ButtonsContent, ButtonsItem, ButtonsVariant } from './buttons';
export {
  isVideoContent,
  isVideoId,
  parseVideoUrl,
  VideoEdit,
  VideoView,
  videoBlock,
  videoEmbedUrl,
  videoProviders,
  videoTranslationKeys,
  videoWatchUrl,
} from './video';
export type { VideoContent, VideoProvider } from './video';
export { BlockServicesProvider, lookUpMessage, useBlockServices } from './block-services';
export type {
  BlockConsentCategory,
  BlockServices,
  BlockServicesProviderProps,
  ConsentServices,
  UploadedBlockImage,
  UploadImage,
} from './block-services';
export { blockCommonTranslationKeys } from './block-edit/block-common-keys';
export {
  isListContent,
  ListEdit,
  ListPagination,
  ListServicesProvider,
  ListView,
  ListWidgetEdit,
  ListWidgetView,
  listAnchorId,
  listBlock,
  listParamNames,
  listQueryFor,
  listStateHref,
  listTexts,
  listTextsTranslationKeys,
  listTranslationKeys,
  listWidgetBlock,
  listWidgetTranslationKeys,
  readListUrlState,
  readListViewOptions,
  useListServices,
  visiblePages,
} from './list';
export type {
  ListBlockQuery,
  ListContent,
  ListEntry,
  ListPageData,
  ListPageRequest,
  ListPageState,
  ListParentChoice,
  ListServices,
  ListTextsLanguage,
  ListTexts,
  ListUrlState,
  ListViewOptions,
} from './list';
export { blockMessages, coreBlocks, createCoreRegistry } from './core-blocks';
export {
  groupBlocksByPosition,
  pageRegions,
  regionOfPosition,
  toBlockInstance,
} from './page-blocks';
export type { PlacedBlock } from './page-blocks';
export {
  FormEdit,
  FormServicesProvider,
  FormView,
  PublicFormView,
  formBlock,
  formPostFields,
  formTranslationKeys,
  isFormBlockContent,
  problemText,
  useFormServices,
} from './form';
export type {
  FormBlockContent,
  FormChoices,
  FormImageFailure,
  FormImageUploadResult,
  FormPostOutcome,
  FormServices,
  FormSubmitResult,
  PublicFormState,
  PublicFormViewProps,
} from './form';
