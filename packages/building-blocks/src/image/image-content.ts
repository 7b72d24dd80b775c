import { imageSrcSet, imageUrl } from '@plein/image-service';
import { isExternalUrl } from '@plein/validation';

/** Content of an `image` block: an uploaded image (`imageGuid`) or an external `url`. */
export interface ImageContent {
  /** Guid of an image uploaded to the image service (public scope); wins over `url`. */
  imageGuid: string | null;
  /** An external image (http or https, public address); used only without `imageGuid`. */
  url: string | null;
  /** Alternative text; required to publish unless the image is `decorative`. */
  alt: string;
  /** Purely decorative: shown with an empty alt, left out of the accessibility tree. */
  decorative?: boolean;
  /** Shown below the image in a figcaption; empty for none. */
  caption: string;
  /** Intrinsic width in pixels, so the browser reserves the space before the image loads. */
  width: number | null;
  height: number | null;
}

/** Translation keys the image's Edit form uses (plus {@link imageUploadTranslationKeys}). */
export const imageTranslationKeys = {
  label: 'blocks.image.label',
  url: 'blocks.image.url',
  urlHint: 'blocks.image.urlHint',
  urlInvalid: 'blocks.image.urlInvalid',
  alt: 'blocks.image.alt',
  altHint: 'blocks.image.altHint',
  decorative: 'blocks.image.decorative',
  caption: 'blocks.image.caption',
  width: 'blocks.image.width',
  height: 'blocks.image.height',
} as const;

const isSize = (value: unknown) =>
  value === null || (typeof value === 'number' && Number.isFinite(value) && value > 0);

/**
 * Whether content is a valid image document.
 *
 * @example
 * isImageContent({ imageGuid: null, url: 'https://example.org/a.jpg', alt: '', caption: '', width: null, height: null }); // true
 */
export function isImageContent(content: unknown): content is ImageContent {
  if (typeof content !== 'object' || content === null) return false;
  const { imageGuid, url, alt, decorative, caption, width, height } = content as Record<
    string,
    unknown
  >;
  return (
    (imageGuid === null || typeof imageGuid === 'string') &&
    (decorative === undefined || typeof decorative === 'boolean') &&
    (url === null || typeof url === 'string') &&
    typeof alt === 'string' &&
    typeof caption === 'string' &&
    isSize(width) &&
    isSize(height)
  );
}

/** Candidate widths of an uploaded image's `srcset`, each put on the image service's size ladder. */
const srcSetWidths = [320, 480, 768, 960, 1200, 1440, 1920, 2400];
/** Widest an image is shown without a known width: the page container (1440 px). */
const maxDisplayWidth = 1440;

/**
 * The `src`, `srcSet` and `sizes` of an image block, or null when it has no usable source: an
 * uploaded image through the image service's URL builder (public scope, webp, widths on its size
 * ladder up to the image's own width), else an external http(s) URL that `isExternalUrl` accepts.
 *
 * `baseUrl` (the blocks' `imageBaseUrl`) makes the image service's URLs absolute.
 *
 * @example
 * imageBlockSources({ imageGuid: null, url: 'https://example.org/a.jpg', width: null }); // { src: 'https://example.org/a.jpg' }
 * imageBlockSources({ imageGuid: '3f2c…', url: null, width: 600 }, { baseUrl: 'https://platform.example' }).src; // 'https://platform.example/a/3f2c…?width=600'
 */
export function imageBlockSources(
  content: Pick<ImageContent, 'imageGuid' | 'url' | 'width'>,
  options: { baseUrl?: string | undefined } = {},
): { src: string; srcSet?: string; sizes?: string } | null {
  if (content.imageGuid) {
    const { baseUrl } = options;
    const largest = content.width ?? srcSetWidths.at(-1) ?? maxDisplayWidth;
    const widths = [...srcSetWidths.filter((width) => width < largest), largest];
    const shown = Math.min(largest, maxDisplayWidth);
    return {
      src: imageUrl(content.imageGuid, { width: Math.min(largest, 1200), baseUrl }),
      srcSet: imageSrcSet(content.imageGuid, widths, { baseUrl }),
      sizes: `(max-width: ${shown}px) 100vw, ${shown}px`,
    };
  }
  const url = content.url?.trim();
  return url && isUsableImageUrl(url) ? { src: url } : null;
}

/**
 * Whether an external image URL is shown: http or https, and accepted by `isExternalUrl` (no
 * credentials, no local or private address).
 *
 * @example
 * isUsableImageUrl('https://example.org/a.jpg'); // true
 * isUsableImageUrl('ftp://example.org/a.jpg'); // false
 */
export function isUsableImageUrl(url: string): boolean {
  const value = url.trim();
  return /^https?:/i.test(value) && isExternalUrl(value);
}
