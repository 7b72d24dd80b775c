export { VideoView, videoBlock } from './video';
export { VideoEdit } from './video-edit';
export {
  isVideoContent,
  isVideoId,
  parseVideoUrl,
  videoEmbedUrl,
  videoProviders,
  videoTranslationKeys,
  videoWatchUrl,
} from './video-content';
export type { VideoContent, VideoProvider } from './video-content';
