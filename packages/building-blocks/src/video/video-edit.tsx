import { Stack, TextField } from '@plein/ui-kit';
import { useState } from 'react';
import { SelectField } from '../block-edit/select-field';
import type { BlockEditProps } from '../registry/registry';
import {
  isVideoId,
  parseVideoUrl,
  videoProviders,
  videoTranslationKeys as keys,
} from './video-content';
import type { VideoContent } from './video-content';

/**
 * The video's edit form: the provider, the video (a pasted YouTube or Vimeo link is turned into
 * provider and id) and the title. A field's message shows once it is left, not while typing.
 * Labels come from `t` with the keys in {@link videoTranslationKeys}.
 *
 * @example
 * <VideoEdit guid="b1" content={content} onChange={setContent} t={t} />
 */
export function VideoEdit({ guid, content, onChange, t }: BlockEditProps<VideoContent>) {
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<string | null>(null);
  const idField = `${guid}-video-id`;
  const titleField = `${guid}-video-title`;
  const leave = (id: string) => {
    setTouched((old) => new Set(old).add(id));
    setEditing(null);
  };

  let idError: string | undefined;
  if (editing !== idField) {
    if (content.videoId === '') {
      if (touched.has(idField)) idError = t(keys.videoIdRequired);
    } else if (!isVideoId(content.provider, content.videoId)) {
      idError = t(keys.videoIdInvalid);
    }
  }
  const titleError =
    touched.has(titleField) && content.title.trim() === '' ? t(keys.titleRequired) : undefined;

  return (
    <Stack gap={4} className="plein-block-edit">
      <SelectField
        id={`${guid}-video-provider`}
        label={t(keys.provider)}
        value={content.provider}
        choices={videoProviders.map((value) => ({ value, label: t(keys.providers[value]) }))}
        onValueChange={(provider) => onChange({ ...content, provider })}
      />
      <TextField
        id={idField}
        label={t(keys.videoId)}
        description={t(keys.videoIdHint)}
        value={content.videoId}
        error={idError}
        autoComplete="off"
        spellCheck={false}
        onBlur={() => leave(idField)}
        onValueChange={(value) => {
          const pasted = parseVideoUrl(value);
          setEditing(pasted ? null : idField);
          onChange(pasted ? { ...content, ...pasted } : { ...content, videoId: value.trim() });
        }}
      />
      <TextField
        id={titleField}
        label={t(keys.title)}
        description={t(keys.titleHint)}
        value={content.title}
        maxLength={200}
        error={titleError}
        onBlur={() => leave(titleField)}
        onValueChange={(title) => onChange({ ...content, title })}
      />
    </Stack>
  );
}
