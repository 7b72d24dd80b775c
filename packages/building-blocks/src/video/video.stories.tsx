import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { useState } from 'react';
import { BlockServicesProvider } from '../block-services/block-services';
import type { BlockConsentCategory } from '../block-services/block-services';
import { dutch } from '../test-utils/translate';
import { VideoView } from './video';
import type { VideoContent } from './video-content';
import { VideoEdit } from './video-edit';

const meta = {
  title: 'Blocks/Video',
  component: VideoView,
  args: {
    guid: 'video-1',
    options: [],
    content: {
      provider: 'youtube',
      videoId: 'dQw4w9WgXcQ',
      title: 'Rondleiding door het stadhuis',
    },
  },
} satisfies Meta<typeof VideoView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without the app's consent service: the placeholder and a link, never the player. */
export const View: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: /Bekijk de video op YouTube/ }),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.queryByTitle('Rondleiding door het stadhuis')).not.toBeInTheDocument();
  },
};

/** The app's consent in miniature: the button accepts video cookies, then the player loads. */
function ConsentDemo({ content }: { content: VideoContent }) {
  const [accepted, setAccepted] = useState<BlockConsentCategory[]>([]);
  return (
    <BlockServicesProvider
      services={{
        consent: {
          hasConsent: (category) => accepted.includes(category),
          requestConsent: (category) => setAccepted((old) => [...old, category]),
        },
      }}
    >
      <VideoView guid="video-1" options={[]} content={content} />
    </BlockServicesProvider>
  );
}

export const AskForConsent: Story = {
  render: (args) => <ConsentDemo content={args.content} />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByTitle('Rondleiding door het stadhuis')).not.toBeInTheDocument();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Video-cookies accepteren en afspelen' }),
    );
    const player = await canvas.findByTitle('Rondleiding door het stadhuis');
    await expect(player.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ/,
    );
  },
};

export const Vimeo: Story = {
  args: { content: { provider: 'vimeo', videoId: '76979871', title: 'De haven van boven' } },
  render: (args) => <ConsentDemo content={args.content} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Video-cookies accepteren en afspelen' }),
    );
    const player = await canvas.findByTitle('De haven van boven');
    await expect(player.getAttribute('src')).toMatch(
      /^https:\/\/player\.vimeo\.com\/video\/76979871/,
    );
  },
};

function EditDemo({ initial }: { initial: VideoContent }) {
  const [content, setContent] = useState(initial);
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      <VideoEdit guid="video-1" content={content} onChange={setContent} t={dutch} />
      <VideoView guid="video-1" options={[]} content={content} />
    </div>
  );
}

/** Paste a YouTube or Vimeo link into the video field: provider and id are read from it. */
export const Edit: Story = {
  render: (args) => <EditDemo initial={args.content} />,
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('textbox', { name: 'Videolink of video-id' });
    await userEvent.clear(link);
    await userEvent.type(link, 'https://vimeo.com/76979871');
    await expect(canvas.getByRole('combobox', { name: 'Videodienst' })).toHaveValue('vimeo');
    await expect(
      canvas.getByRole('link', { name: /Bekijk de video op Vimeo/ }),
    ).toBeInTheDocument();
  },
};
