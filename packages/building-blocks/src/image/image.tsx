import { useBlockServices } from '../block-services/block-services';
import type { BlockDefinition, BlockViewProps } from '../registry/registry';
import { imageBlockSources, imageTranslationKeys, isImageContent } from './image-content';
import type { ImageContent } from './image-content';
import { ImageEdit } from './image-edit';
import './image.css';

/**
 * An image as visitors see it: from the image service (a `srcset` of webp widths on its size
 * ladder) or an external URL, with width and height from the content (no layout shift), lazy
 * loading and, when given, a caption in a figure. Renders nothing without a usable source.
 *
 * @example
 * <ImageView guid="b1" options={[]} content={{ imageGuid: 'c0ffee…', url: null, alt: 'Het stadhuis', caption: '', width: 1600, height: 900 }} />
 */
export function ImageView({ content }: BlockViewProps<ImageContent>) {
  const { imageBaseUrl } = useBlockServices();
  const sources = imageBlockSources(content, { baseUrl: imageBaseUrl });
  if (!sources) return null;
  const size =
    content.width && content.height ? { width: content.width, height: content.height } : {};
  const image = (
    <img
      className="plein-image__img"
      {...sources}
      alt={content.decorative ? '' : content.alt}
      {...size}
      loading="lazy"
      decoding="async"
    />
  );
  return content.caption ? (
    <figure className="plein-image">
      {image}
      <figcaption className="plein-image__caption">{content.caption}</figcaption>
    </figure>
  ) : (
    <div className="plein-image">{image}</div>
  );
}

/** The core `image` block type. */
export const imageBlock: BlockDefinition<ImageContent> = {
  type: 'image',
  View: ImageView,
  Edit: ImageEdit,
  label: imageTranslationKeys.label,
  defaultContent: { imageGuid: null, url: null, alt: '', caption: '', width: null, height: null },
  validate: isImageContent,
};
