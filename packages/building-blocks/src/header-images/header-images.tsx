import { headerImageSources, HEADER_IMAGE_WIDTH } from '@plein/image-service';
import { useBlockServices } from '../block-services/block-services';
import type { BlockDefinition, BlockViewProps } from '../registry/registry';
import { headerImagesTranslationKeys, isHeaderImagesContent } from './header-images-content';
import type { HeaderImage } from '@plein/validation';
import type { HeaderImagesContent } from './header-images-content';
import { HeaderImagesEdit } from './header-images-edit';
import './header-images.css';

/** The height of a header image for its base width: a 3:1 banner, cropped to fit. */
const bannerHeight = HEADER_IMAGE_WIDTH / 3;

function HeaderImageItem({ image, first }: { image: HeaderImage; first: boolean }) {
  const { imageBaseUrl } = useBlockServices();
  const sources = image.imageGuid
    ? headerImageSources(image.imageGuid, { baseUrl: imageBaseUrl })
    : null;
  return (
    <div className="plein-header-images__item">
      {sources ? (
        // Decorative: the title and text on the panel say what the header is about.
        <img
          className="plein-header-images__image"
          src={sources.src}
          srcSet={sources.srcSet}
          sizes={sources.sizes}
          alt=""
          width={HEADER_IMAGE_WIDTH}
          height={bannerHeight}
          decoding="async"
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : undefined}
        />
      ) : null}
      {image.title || image.text ? (
        <div className="plein-header-images__panel">
          {image.title ? <p className="plein-header-images__title">{image.title}</p> : null}
          {image.text ? <p className="plein-header-images__text">{image.text}</p> : null}
        </div>
      ) : null}
    </div>
  );
}

/**
 * The header images as visitors see them: each image 1200 px wide (600 px on screens up to
 * 600 px, through `srcset`/`sizes`), cropped to a banner, with its title and text on a solid
 * primary-colour panel over the image (below it on small screens), so the text keeps its contrast
 * whatever the photo. The first image loads at once; the others lazily.
 *
 * @example
 * <HeaderImagesView guid="b1" options={[]} content={{ images: [{ guid: 'h1', imageGuid: 'c0ffee…', title: 'Welkom', text: '' }] }} />
 */
export function HeaderImagesView({ content }: BlockViewProps<HeaderImagesContent>) {
  const images = content.images.filter((image) => image.imageGuid || image.title || image.text);
  if (images.length === 0) return null;
  if (images.length === 1 && images[0]) {
    return (
      <div className="plein-header-images">
        <HeaderImageItem image={images[0]} first />
      </div>
    );
  }
  return (
    <ul className="plein-header-images plein-header-images--list">
      {images.map((image, index) => (
        <li key={image.guid}>
          <HeaderImageItem image={image} first={index === 0} />
        </li>
      ))}
    </ul>
  );
}

/** The core `header-images` block type. */
export const headerImagesBlock: BlockDefinition<HeaderImagesContent> = {
  type: 'header-images',
  View: HeaderImagesView,
  Edit: HeaderImagesEdit,
  label: headerImagesTranslationKeys.label,
  defaultContent: { images: [] },
  validate: isHeaderImagesContent,
};
