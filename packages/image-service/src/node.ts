// @plein/image-service node entry: the sharp pipeline and request parsing. Never import it in a browser.

export { detectImageType } from '@plein/validation';
export type { ImageType } from '@plein/validation';
export {
  contextIdPattern,
  MAX_REQUESTED_DIMENSION,
  parseImageParams,
} from './params/parse-image-params';
export type { ImageParamError, ImageParams, ImageQuery } from './params/parse-image-params';
export {
  AVIF_EFFORT,
  ImageServiceError,
  MAX_ANIMATION_FRAMES,
  MAX_INPUT_PIXELS,
  TRANSFORM_TIMEOUT_SECONDS,
  transformImage,
} from './transform/transform-image';
export type {
  TransformLimits,
  TransformSource,
  TransformedImage,
} from './transform/transform-image';
export { containsMarkup, createMarkupScanner } from './inspect/markup';
export type { MarkupScanner } from './inspect/markup';
export { inspectImage, inspectImageFile } from './inspect/inspect-image';
export type {
  ImageInspection,
  ImageInspectionProblem,
  InspectLimits,
} from './inspect/inspect-image';
export {
  fileReader,
  isFileStructurallyComplete,
  isStructurallyComplete,
} from './inspect/image-structure';
export type { FileReader } from './inspect/image-structure';
