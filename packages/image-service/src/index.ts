// @plein/image-service browser-safe entry: URL builder and shared options. The sharp pipeline is
// `@plein/image-service/node`.

export {
  DEFAULT_IMAGE_FIT,
  DEFAULT_IMAGE_FORMAT,
  DEFAULT_IMAGE_QUALITY,
  MAX_IMAGE_DIMENSION,
  imageFits,
  imageFormats,
  imageSizeSteps,
  normalizeDimensions,
} from './params/image-options';
export type { ImageDimensions, ImageFit, ImageFormat } from './params/image-options';
export {
  HEADER_IMAGE_MOBILE_WIDTH,
  HEADER_IMAGE_WIDTH,
  headerImageSources,
  imageSrcSet,
  imageUrl,
  placeholderUrl,
} from './url/image-url';
export type { HeaderImageSources, ImageSrcSetOptions, ImageUrlOptions } from './url/image-url';
