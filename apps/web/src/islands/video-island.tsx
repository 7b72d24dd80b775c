import { VideoView } from '@plein/building-blocks';
import type { BlockViewProps, VideoContent } from '@plein/building-blocks';
import type { ConsentState } from '@plein/state-store';
import type { Language } from '../i18n/i18n';
import { BlockIslandServices } from './block-island-services';

/** Props of {@link VideoIsland}. */
export interface VideoIslandProps {
  block: BlockViewProps<VideoContent>;
  language: Language;
  consent: ConsentState;
}

/** A video block: its player loads once the visitor accepts video cookies, also in place. */
export default function VideoIsland({ block, language, consent }: VideoIslandProps) {
  return (
    <BlockIslandServices language={language} consent={consent}>
      <VideoView {...block} />
    </BlockIslandServices>
  );
}
