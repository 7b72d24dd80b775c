export {
  defaultPageLayout,
  gridColumns,
  isPageLayoutName,
  layoutColumns,
  pageLayoutNames,
} from './layout-columns';
export type {
  LayoutColumn,
  LayoutPosition,
  MiddleColumnPosition,
  PageLayoutName,
} from './layout-columns';
