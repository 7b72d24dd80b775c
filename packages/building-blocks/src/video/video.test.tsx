import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { EditHarness } from '../test-support/edit-harness';
import { BlockServicesProvider } from '../block-services/block-services';
import type { BlockConsentCategory, ConsentServices } from '../block-services/block-services';
import { expectNoAxeViolations } from '../test-utils/axe';
import { dutch } from '../test-utils/translate';
import { VideoView } from './video';
import type { VideoContent } from './video-content';
import { isVideoContent, parseVideoUrl, videoEmbedUrl } from './video-content';
import { VideoEdit } from './video-edit';

const tour: VideoContent = { provider: 'youtube', videoId: 'dQw4w9WgXcQ', title: 'Rondleiding' };

/** The app's consent store in miniature: accepting re-renders the provider. */
function ConsentHarness({
  content,
  initial = [],
  onRequest,
}: {
  content: VideoContent;
  initial?: BlockConsentCategory[];
  onRequest?: (category: BlockConsentCategory) => void;
}) {
  const [accepted, setAccepted] = useState(initial);
  const consent: ConsentServices = {
    hasConsent: (category) => accepted.includes(category),
    requestConsent: (category) => {
      onRequest?.(category);
      setAccepted((old) => [...old, category]);
    },
  };
  return (
    <BlockServicesProvider services={{ consent }}>
      <VideoView guid="v1" options={[]} content={content} />
    </BlockServicesProvider>
  );
}

describe('video block', () => {
  it('loads nothing from the provider without a consent service', async () => {
    const { container } = render(<VideoView guid="v1" options={[]} content={tour} />);
    expect(container.querySelector('iframe, img, script')).toBeNull();
    expect(screen.getByText('Rondleiding')).toBeInTheDocument();
    expect(screen.getByText(/afgespeeld via YouTube/)).toBeInTheDocument();
    // No consent service: no button that could not keep its promise.
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Bekijk de video op YouTube (externe website)' }),
    ).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await expectNoAxeViolations(container);
  });

  it('asks for video consent, then plays the privacy-enhanced player and focuses it', async () => {
    const user = userEvent.setup();
    const onRequest = vi.fn();
    const { container } = render(<ConsentHarness content={tour} onRequest={onRequest} />);
    expect(container.querySelector('iframe')).toBeNull();
    const play = screen.getByRole('button', { name: 'Video-cookies accepteren en afspelen' });
    expect(play).toHaveAccessibleDescription(/afgespeeld via YouTube/);
    await expectNoAxeViolations(container);
    await user.click(play);
    expect(onRequest).toHaveBeenCalledWith('video');
    const frame = screen.getByTitle('Rondleiding');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    );
    expect(frame).toHaveAttribute('allow', 'autoplay; fullscreen; picture-in-picture');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame).toHaveFocus();
    await expectNoAxeViolations(container, { iframes: false });
  });

  it('shows the Vimeo player at once when consent was given earlier, without autoplay', () => {
    render(
      <ConsentHarness
        content={{ provider: 'vimeo', videoId: '76979871', title: '' }}
        initial={['video']}
      />,
    );
    const frame = screen.getByTitle('Video');
    expect(frame).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871?dnt=1');
    expect(frame).not.toHaveFocus();
  });

  it('renders nothing for an id that does not fit the provider', () => {
    const { container } = render(
      <ConsentHarness
        content={{ provider: 'vimeo', videoId: 'dQw4w9WgXcQ', title: 'x' }}
        initial={['video']}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('reads provider and id from pasted links', () => {
    const youtube = (videoId: string) => ({ provider: 'youtube', videoId });
    expect(parseVideoUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s')).toEqual(
      youtube('dQw4w9WgXcQ'),
    );
    expect(parseVideoUrl('https://youtube.com/shorts/abcdefghijk')).toEqual(youtube('abcdefghijk'));
    expect(parseVideoUrl('https://youtu.be/dQw4w9WgXcQ?si=x')).toEqual(youtube('dQw4w9WgXcQ'));
    expect(parseVideoUrl('https://m.youtube.com/watch?v=dQw4w9WgXcQ')).toEqual(
      youtube('dQw4w9WgXcQ'),
    );
    expect(parseVideoUrl('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')).toEqual(
      youtube('dQw4w9WgXcQ'),
    );
    expect(parseVideoUrl('https://vimeo.com/76979871')).toEqual({
      provider: 'vimeo',
      videoId: '76979871',
    });
    expect(parseVideoUrl('https://vimeo.com/channels/staffpicks/76979871')).toEqual({
      provider: 'vimeo',
      videoId: '76979871',
    });
    expect(parseVideoUrl('https://player.vimeo.com/video/76979871?h=abc')).toEqual({
      provider: 'vimeo',
      videoId: '76979871',
    });
    expect(parseVideoUrl('https://example.org/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(parseVideoUrl('https://youtu.be/short')).toBeNull();
    expect(parseVideoUrl('dQw4w9WgXcQ')).toBeNull();
    expect(videoEmbedUrl('youtube', 'a/b?c')).toBe(
      'https://www.youtube-nocookie.com/embed/a%2Fb%3Fc',
    );
  });

  it('validates its content', () => {
    expect(isVideoContent(tour)).toBe(true);
    expect(isVideoContent({ ...tour, provider: 'dailymotion' })).toBe(false);
    expect(isVideoContent({ ...tour, title: null })).toBe(false);
  });

  it('edits the video from a pasted link, with messages once a field is left', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(
      <EditHarness<VideoContent>
        Edit={VideoEdit}
        guid="v1"
        t={dutch}
        initial={{ provider: 'youtube', videoId: '', title: '' }}
        onChange={onChange}
      />,
    );
    const id = screen.getByRole('textbox', { name: 'Videolink of video-id' });
    await user.click(id);
    await user.paste('https://vimeo.com/76979871');
    expect(onChange).toHaveBeenLastCalledWith({
      provider: 'vimeo',
      videoId: '76979871',
      title: '',
    });
    expect(id).toHaveValue('76979871');
    expect(screen.getByRole('combobox', { name: 'Videodienst' })).toHaveValue('vimeo');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Videodienst' }), 'YouTube');
    await user.tab();
    expect(id).toHaveAccessibleDescription(/geen geldige video-id/);
    await user.clear(id);
    await user.type(id, 'dQw4w9WgXcQ');
    await user.tab();
    expect(id).not.toHaveAttribute('aria-invalid');
    const title = screen.getByRole('textbox', { name: 'Titel van de video' });
    await user.click(title);
    await user.tab();
    expect(title).toHaveAccessibleDescription(/Vul de titel/);
    await user.type(title, 'Rondleiding');
    expect(onChange).toHaveBeenLastCalledWith(tour);
    await expectNoAxeViolations(container);
  });
});
