export { HeaderImagesView, headerImagesBlock } from './header-images';
export { HeaderImagesEdit } from './header-images-edit';
export {
  headerImagesTranslationKeys,
  isHeaderImagesContent,
  maxHeaderImages,
} from './header-images-content';
export type { HeaderImagesContent } from './header-images-content';
