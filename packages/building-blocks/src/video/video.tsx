import { Button, Link } from '@plein/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { blockCommonTranslationKeys } from '../block-edit/block-common-keys';
import { useBlockServices } from '../block-services/block-services';
import type { BlockDefinition, BlockViewProps } from '../registry/registry';
import {
  isVideoContent,
  isVideoId,
  videoEmbedUrl,
  videoTranslationKeys as keys,
  videoWatchUrl,
} from './video-content';
import type { VideoContent } from './video-content';
import { VideoEdit } from './video-edit';
import './video.css';

/**
 * A video as visitors see it. Nothing is loaded from YouTube or Vimeo until the visitor has
 * accepted the `video` cookie category (BlockServicesProvider's `consent`; without it, never):
 * before that a 16:9 placeholder shows the title, why the video is not shown, a button "accept
 * video cookies and play" (only when the app gives `consent`) and a link to the video on the
 * provider's site. With consent, a lazy 16:9 iframe from youtube-nocookie.com or
 * player.vimeo.com; after the button it starts playing and takes the focus.
 *
 * @example
 * <BlockServicesProvider services={{ t, consent }}>
 *   <VideoView guid="b1" options={[]} content={{ provider: 'youtube', videoId: 'dQw4w9WgXcQ', title: 'Rondleiding' }} />
 * </BlockServicesProvider>
 */
export function VideoView({ guid, content }: BlockViewProps<VideoContent>) {
  const { t, consent } = useBlockServices();
  const [requested, setRequested] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const allowed = consent?.hasConsent('video') ?? false;
  useEffect(() => {
    if (allowed && requested) frame.current?.focus();
  }, [allowed, requested]);

  const { provider, videoId } = content;
  if (!isVideoId(provider, videoId)) return null;
  const title = content.title.trim() || t(keys.fallbackTitle);

  if (allowed) {
    return (
      <div className="plein-video">
        <iframe
          ref={frame}
          className="plein-video__frame"
          src={videoEmbedUrl(provider, videoId, { autoplay: requested })}
          title={title}
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }

  const textId = `${guid}-video-consent`;
  return (
    <div className="plein-video">
      <div className="plein-video__placeholder">
        <p className="plein-video__title">{title}</p>
        <p id={textId} className="plein-video__text">
          {t(keys.consentText[provider])}
        </p>
        {consent ? (
          <Button
            aria-describedby={textId}
            onClick={() => {
              setRequested(true);
              consent.requestConsent('video');
            }}
          >
            {t(keys.play)}
          </Button>
        ) : null}
        <Link
          className="plein-video__watch"
          href={videoWatchUrl(provider, videoId)}
          external
          externalLabel={t(blockCommonTranslationKeys.external)}
        >
          {t(keys.watchOn[provider])}
        </Link>
      </div>
    </div>
  );
}

/** The core `video` block type. */
export const videoBlock: BlockDefinition<VideoContent> = {
  type: 'video',
  View: VideoView,
  Edit: VideoEdit,
  label: keys.label,
  defaultContent: { provider: 'youtube', videoId: '', title: '' },
  validate: isVideoContent,
};
