import { Cluster, Stack, TextField } from '@plein/ui-kit';
import { useState } from 'react';
import type { BlockEditProps } from '../registry/registry';
import { imageTranslationKeys as keys, isUsableImageUrl } from './image-content';
import type { ImageContent } from './image-content';
import { ImageGuidField } from './image-guid-field';

/** A whole number of pixels, or null for an empty or unusable field. */
function toSize(value: string): number | null {
  const size = Number.parseInt(value, 10);
  return Number.isFinite(size) && size > 0 ? size : null;
}

/**
 * The image's edit form: the uploaded image (or its guid), an external URL, the alternative text,
 * the caption and the intrinsic size. Labels come from `t` with the keys in
 * {@link imageTranslationKeys} and `imageUploadTranslationKeys`.
 *
 * @example
 * <ImageEdit guid="b1" content={content} onChange={setContent} t={t} />
 */
export function ImageEdit({ guid, content, onChange, t }: BlockEditProps<ImageContent>) {
  const [urlTouched, setUrlTouched] = useState(Boolean(content.url));
  const url = content.url ?? '';
  const urlError = urlTouched && url.trim() !== '' && !isUsableImageUrl(url);

  return (
    <Stack gap={4} className="plein-block-edit">
      <ImageGuidField
        id={`${guid}-image`}
        imageGuid={content.imageGuid}
        hideGuidField={url.trim() !== ''}
        t={t}
        onImageChange={(image) =>
          onChange(
            'width' in image
              ? { ...content, imageGuid: image.guid, url: null, ...sizeOf(image) }
              : image.guid
                ? { ...content, imageGuid: image.guid, url: null }
                : { ...content, imageGuid: null, width: null, height: null },
          )
        }
      />
      {content.imageGuid ? null : (
        <TextField
          id={`${guid}-image-url`}
          type="url"
          inputMode="url"
          label={t(keys.url)}
          description={t(keys.urlHint)}
          error={urlError ? t(keys.urlInvalid) : undefined}
          value={url}
          onBlur={() => setUrlTouched(true)}
          onValueChange={(next) => onChange({ ...content, url: next === '' ? null : next })}
          maxLength={2000}
        />
      )}
      {content.decorative ? null : (
        <TextField
          id={`${guid}-image-alt`}
          label={t(keys.alt)}
          description={t(keys.altHint)}
          value={content.alt}
          maxLength={300}
          onValueChange={(alt) => onChange({ ...content, alt })}
        />
      )}
      <label className="plein-block-edit__check" htmlFor={`${guid}-image-decorative`}>
        <input
          id={`${guid}-image-decorative`}
          type="checkbox"
          checked={content.decorative === true}
          onChange={(event) => onChange({ ...content, decorative: event.target.checked })}
        />
        {t(keys.decorative)}
      </label>
      <TextField
        id={`${guid}-image-caption`}
        label={t(keys.caption)}
        value={content.caption}
        maxLength={500}
        onValueChange={(caption) => onChange({ ...content, caption })}
      />
      <Cluster gap={4} align="start">
        <TextField
          id={`${guid}-image-width`}
          type="number"
          min={1}
          max={10000}
          step={1}
          inputMode="numeric"
          label={t(keys.width)}
          value={content.width ?? ''}
          onValueChange={(width) => onChange({ ...content, width: toSize(width) })}
        />
        <TextField
          id={`${guid}-image-height`}
          type="number"
          min={1}
          max={10000}
          step={1}
          inputMode="numeric"
          label={t(keys.height)}
          value={content.height ?? ''}
          onValueChange={(height) => onChange({ ...content, height: toSize(height) })}
        />
      </Cluster>
    </Stack>
  );
}

function sizeOf(image: { width: number; height: number }) {
  const valid = (n: number) => Number.isFinite(n) && n > 0;
  return valid(image.width) && valid(image.height)
    ? { width: image.width, height: image.height }
    : { width: null, height: null };
}
