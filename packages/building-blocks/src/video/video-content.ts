/** The video services a `video` block embeds. */
export const videoProviders = ['youtube', 'vimeo'] as const;

/** One of {@link videoProviders}. */
export type VideoProvider = (typeof videoProviders)[number];

/** Content of a `video` block. */
export interface VideoContent {
  provider: VideoProvider;
  /** The provider's id: 11 characters for YouTube, digits for Vimeo. */
  videoId: string;
  /** The iframe's title and the placeholder's heading text. */
  title: string;
}

/** Translation keys of the video block: its Edit form and the View's placeholder. */
export const videoTranslationKeys = {
  label: 'blocks.video.label',
  provider: 'blocks.video.provider',
  providers: { youtube: 'blocks.video.youtube', vimeo: 'blocks.video.vimeo' },
  videoId: 'blocks.video.videoId',
  videoIdHint: 'blocks.video.videoIdHint',
  videoIdInvalid: 'blocks.video.videoIdInvalid',
  videoIdRequired: 'blocks.video.videoIdRequired',
  title: 'blocks.video.title',
  titleHint: 'blocks.video.titleHint',
  titleRequired: 'blocks.video.titleRequired',
  /** View: the iframe title when the content has none. */
  fallbackTitle: 'blocks.video.fallbackTitle',
  /** View: why the video is not shown yet, per provider. */
  consentText: {
    youtube: 'blocks.video.consentText.youtube',
    vimeo: 'blocks.video.consentText.vimeo',
  },
  /** View: the button that accepts the `video` cookie category and starts the video. */
  play: 'blocks.video.play',
  /** View: the link to the video on the provider's own site. */
  watchOn: { youtube: 'blocks.video.watchOn.youtube', vimeo: 'blocks.video.watchOn.vimeo' },
} as const;

const videoIdPatterns: Record<VideoProvider, RegExp> = {
  youtube: /^[A-Za-z0-9_-]{11}$/,
  vimeo: /^\d{1,12}$/,
};

/**
 * Whether an id fits the provider (the API checks the same).
 *
 * @example
 * isVideoId('youtube', 'dQw4w9WgXcQ'); // true
 * isVideoId('vimeo', 'dQw4w9WgXcQ'); // false
 */
export function isVideoId(provider: VideoProvider, videoId: string): boolean {
  return videoIdPatterns[provider].test(videoId);
}

/**
 * Whether content is a valid video document (the View renders nothing for an id that does not
 * fit its provider).
 *
 * @example
 * isVideoContent({ provider: 'vimeo', videoId: '76979871', title: 'Rondleiding' }); // true
 */
export function isVideoContent(content: unknown): content is VideoContent {
  if (typeof content !== 'object' || content === null) return false;
  const { provider, videoId, title } = content as Record<string, unknown>;
  return (
    (videoProviders as readonly unknown[]).includes(provider) &&
    typeof videoId === 'string' &&
    typeof title === 'string'
  );
}

/**
 * Reads the provider and id from a pasted video link: YouTube `watch?v=`, `shorts/`, `embed/`,
 * `live/` and `youtu.be/` links, Vimeo `vimeo.com/{id}` (also under channels and groups) and
 * `player.vimeo.com/video/{id}` links. Null for anything else.
 *
 * @example
 * parseVideoUrl('https://youtu.be/dQw4w9WgXcQ?t=42'); // { provider: 'youtube', videoId: 'dQw4w9WgXcQ' }
 * parseVideoUrl('https://vimeo.com/channels/staffpicks/76979871'); // { provider: 'vimeo', videoId: '76979871' }
 */
export function parseVideoUrl(input: string): { provider: VideoProvider; videoId: string } | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase().replace(/^(?:www|m|music)\./, '');
  const segments = url.pathname.split('/').filter(Boolean);
  let candidate: { provider: VideoProvider; videoId: string | null | undefined } | null = null;
  if (host === 'youtu.be') {
    candidate = { provider: 'youtube', videoId: segments[0] };
  } else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [first, second] = segments;
    if (first === 'watch') candidate = { provider: 'youtube', videoId: url.searchParams.get('v') };
    else if (first && ['shorts', 'embed', 'live', 'v'].includes(first))
      candidate = { provider: 'youtube', videoId: second };
  } else if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    candidate = { provider: 'vimeo', videoId: segments.find((part) => /^\d+$/.test(part)) };
  }
  if (!candidate?.videoId || !isVideoId(candidate.provider, candidate.videoId)) return null;
  return { provider: candidate.provider, videoId: candidate.videoId };
}

/**
 * The player URL the iframe loads: YouTube's privacy-enhanced youtube-nocookie.com, Vimeo with
 * `dnt=1`. Both hosts must be in the app's Content-Security-Policy `frame-src`.
 *
 * @example
 * videoEmbedUrl('youtube', 'dQw4w9WgXcQ'); // 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'
 */
export function videoEmbedUrl(
  provider: VideoProvider,
  videoId: string,
  { autoplay = false }: { autoplay?: boolean } = {},
): string {
  const id = encodeURIComponent(videoId);
  if (provider === 'youtube') {
    return `https://www.youtube-nocookie.com/embed/${id}${autoplay ? '?autoplay=1' : ''}`;
  }
  return `https://player.vimeo.com/video/${id}?dnt=1${autoplay ? '&autoplay=1' : ''}`;
}

/**
 * The video's page on the provider's own site, for visitors who would rather watch it there.
 *
 * @example
 * videoWatchUrl('vimeo', '76979871'); // 'https://vimeo.com/76979871'
 */
export function videoWatchUrl(provider: VideoProvider, videoId: string): string {
  const id = encodeURIComponent(videoId);
  return provider === 'youtube'
    ? `https://www.youtube.com/watch?v=${id}`
    : `https://vimeo.com/${id}`;
}
