export { ImageView, imageBlock } from './image';
export { ImageEdit } from './image-edit';
export {
  imageBlockSources,
  imageTranslationKeys,
  isImageContent,
  isUsableImageUrl,
} from './image-content';
export type { ImageContent } from './image-content';
export { ImageGuidField, imageUploadTranslationKeys } from './image-guid-field';
