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
  isRichTextContent,
  RichTextEdit,
  RichTextView,
  richTextBlock,
  richTextTranslationKeys,
} from './rich-text';
export type { RichTextContent } from './rich-text';
export {
  isListContent,
  ListEdit,
  ListPagination,
  ListServicesProvider,
  ListView,
  ListWidgetEdit,
  ListWidgetView,
  listAllItemCount,
  listBlock,
  listParamNames,
  listQueryFor,
  listSortValues,
  listStateHref,
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
  ListSort,
  ListTexts,
  ListUrlState,
  ListViewOptions,
} from './list';
export { coreBlocks, createCoreRegistry } from './core-blocks';
export { groupBlocksByPosition, toBlockInstance } from './page-blocks';
export type { PlacedBlock } from './page-blocks';
