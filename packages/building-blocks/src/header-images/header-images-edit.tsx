import { TextField } from '@plein/ui-kit';
import { newGuid } from '../block-edit/new-guid';
import { RowList } from '../block-edit/row-list';
import { ImageGuidField } from '../image/image-guid-field';
import type { BlockEditProps } from '../registry/registry';
import { headerImagesTranslationKeys as keys, maxHeaderImages } from './header-images-content';
import type { HeaderImage } from '@plein/validation';
import type { HeaderImagesContent } from './header-images-content';

/**
 * The header images' edit form: per image the image (upload through the app's `uploadImage`, or
 * its guid), a title and a text; images are added, removed and reordered with labelled buttons.
 * Labels come from `t` with the keys in {@link headerImagesTranslationKeys},
 * `imageUploadTranslationKeys` and `blockCommonTranslationKeys`.
 *
 * @example
 * <HeaderImagesEdit guid="b1" content={content} onChange={setContent} t={t} />
 */
export function HeaderImagesEdit({
  guid,
  content,
  onChange,
  t,
}: BlockEditProps<HeaderImagesContent>) {
  return (
    <div className="plein-block-edit">
      <RowList<HeaderImage>
        idPrefix={guid}
        items={content.images}
        keyOf={(image) => image.guid}
        legend={(index) => `${t(keys.item)} ${index + 1}`}
        addLabel={t(keys.add)}
        emptyText={t(keys.empty)}
        max={maxHeaderImages}
        createItem={() => ({ guid: newGuid(), imageGuid: '', title: '', text: '' })}
        onChange={(images) => onChange({ ...content, images })}
        t={t}
      >
        {({ item, rowKey, update }) => (
          <>
            <ImageGuidField
              id={`${guid}-${rowKey}-image`}
              imageGuid={item.imageGuid || null}
              t={t}
              onImageChange={(image) => update({ ...item, imageGuid: image.guid ?? '' })}
            />
            <TextField
              id={`${guid}-${rowKey}-title`}
              label={t(keys.title)}
              value={item.title}
              maxLength={200}
              onValueChange={(title) => update({ ...item, title })}
            />
            <TextField
              id={`${guid}-${rowKey}-text`}
              multiline
              label={t(keys.text)}
              value={item.text}
              maxLength={1000}
              onValueChange={(text) => update({ ...item, text })}
            />
          </>
        )}
      </RowList>
    </div>
  );
}
