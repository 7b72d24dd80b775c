import { useTranslation } from 'react-i18next';
import type { ImageUploadQuery } from '@plein/api-client';
import { BlockServicesProvider, ImageGuidField } from '@plein/building-blocks';
import { useUploadImage } from './use-upload-image';

/**
 * An image upload (preview, upload button, remove) outside the page editor: the building
 * blocks' own image field, uploading in `scope`. `onChange` gets the new image's guid, or null
 * when the image is removed.
 *
 * @example
 * <ImageUploadField id="header-logo" scope={{ public: '' }} imageGuid={guid} onChange={setGuid} />
 */
export function ImageUploadField({
  id,
  scope,
  imageGuid,
  onChange,
}: {
  id: string;
  scope: ImageUploadQuery;
  imageGuid: string | null;
  onChange: (imageGuid: string | null) => void;
}) {
  const { t } = useTranslation();
  const uploadImage = useUploadImage(scope);
  return (
    <BlockServicesProvider services={{ uploadImage }}>
      <ImageGuidField
        id={id}
        imageGuid={imageGuid}
        hideGuidField
        onImageChange={(image) => onChange(image.guid)}
        t={(key) => t(key)}
      />
    </BlockServicesProvider>
  );
}
