import { imageSrcSet, imageUrl } from '@plein/image-service';

/** The shape of a list entry's thumbnail: 3:2, cut to fill it. */
const thumbnailAspectRatio = 3 / 2;
/** Widths of its `srcset`: a phone's full width up to twice a desktop card. */
const thumbnailWidths = [320, 480, 768, 960];
/** The width its `src`, `width` and `height` name (the browser takes the ratio from them). */
const thumbnailWidth = 480;

/** What an `<img>` of a list entry's thumbnail gets. */
export interface ThumbnailSources {
  src: string;
  srcSet: string;
  sizes: string;
  width: number;
  height: number;
}

/**
 * The sources of a list entry's thumbnail from the image service: 3:2 and cut to fill (`cover`),
 * a `srcset` of widths on the service's size ladder, `sizes` that follow the list's columns (one
 * on phones, two from 600 px, three cards of at most 480 px from 1024 px), and a width and height
 * so the browser keeps its room before it loads. `baseUrl` (the blocks' `imageBaseUrl`) makes the
 * URLs absolute.
 *
 * @example
 * thumbnailSources('3f2c…').src; // '/a/3f2c…?width=480&height=320&fit=cover'
 * thumbnailSources('3f2c…', { baseUrl: 'https://platform.example' }).src; // 'https://platform.example/a/3f2c…?…'
 */
export function thumbnailSources(
  imageGuid: string,
  options: { baseUrl?: string | undefined } = {},
): ThumbnailSources {
  const { baseUrl } = options;
  const height = Math.round(thumbnailWidth / thumbnailAspectRatio);
  return {
    src: imageUrl(imageGuid, { width: thumbnailWidth, height, fit: 'cover', baseUrl }),
    srcSet: imageSrcSet(imageGuid, thumbnailWidths, {
      aspectRatio: thumbnailAspectRatio,
      fit: 'cover',
      baseUrl,
    }),
    sizes: '(min-width: 1024px) 480px, (min-width: 600px) 50vw, 100vw',
    width: thumbnailWidth,
    height,
  };
}
