export { isListContent, ListEdit, ListView, listBlock, listTranslationKeys } from './list';
export type { ListContent } from './list';
export {
  ListWidgetEdit,
  ListWidgetView,
  listWidgetBlock,
  listWidgetTranslationKeys,
} from './list-widget';
export type { ListParentChoice } from './list-controls';
export { ListPagination, visiblePages } from './list-pagination';
export { ListServicesProvider, useListServices } from './list-services';
export { listTexts, listTextsTranslationKeys } from './list-texts';
export type { ListTextsLanguage } from './list-texts';
export type { ListServices } from './list-services';
export {
  listAnchorId,
  listParamNames,
  listQueryFor,
  listStateHref,
  readListUrlState,
} from './list-url-state';
export type { ListUrlState } from './list-url-state';
export { readListViewOptions } from './list-options';
export type { ListViewOptions } from './list-options';
export type {
  ListBlockQuery,
  ListEntry,
  ListPageData,
  ListPageRequest,
  ListPageState,
  ListTexts,
} from './list-types';
