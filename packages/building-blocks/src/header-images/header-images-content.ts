import { maxHeaderImages } from '@plein/validation';
import type { HeaderImage } from '@plein/validation';

/** Content of a `header-images` block. */
export interface HeaderImagesContent {
  images: HeaderImage[];
}

/** Most images a header holds (the API's limit, from the contract). */
export { maxHeaderImages };

/** Translation keys the header-images Edit form uses (plus `imageUploadTranslationKeys`). */
export const headerImagesTranslationKeys = {
  label: 'blocks.headerImages.label',
  item: 'blocks.headerImages.item',
  title: 'blocks.headerImages.title',
  text: 'blocks.headerImages.text',
  add: 'blocks.headerImages.add',
  empty: 'blocks.headerImages.empty',
} as const;

function isHeaderImage(value: unknown): value is HeaderImage {
  if (typeof value !== 'object' || value === null) return false;
  const { guid, imageGuid, title, text } = value as Record<string, unknown>;
  return (
    typeof guid === 'string' &&
    typeof imageGuid === 'string' &&
    typeof title === 'string' &&
    typeof text === 'string'
  );
}

/**
 * Whether content is a valid header-images document.
 *
 * @example
 * isHeaderImagesContent({ images: [{ guid: 'h1', imageGuid: 'c0ffee…', title: 'Welkom', text: '' }] }); // true
 */
export function isHeaderImagesContent(content: unknown): content is HeaderImagesContent {
  if (typeof content !== 'object' || content === null) return false;
  const { images } = content as Record<string, unknown>;
  return Array.isArray(images) && images.every(isHeaderImage);
}
