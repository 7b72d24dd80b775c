import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { useState } from 'react';
import { BlockServicesProvider } from '../block-services/block-services';
import type { UploadImage } from '../block-services/block-services';
import { dutch } from '../test-utils/translate';
import { ImageView } from './image';
import type { ImageContent } from './image-content';
import { ImageEdit } from './image-edit';

const meta = {
  title: 'Blocks/Image',
  component: ImageView,
  args: {
    guid: 'image-1',
    options: [],
    content: {
      imageGuid: '3f2c9a1e-5b7d-4c1a-9e2f-0123456789ab',
      url: null,
      alt: 'De kade bij zonsondergang',
      caption: '',
      width: 1600,
      height: 800,
    },
  },
} satisfies Meta<typeof ImageView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An uploaded image: `srcset` from the image service (here the fixtures of apps/storybook). */
export const View: Story = {
  play: async ({ canvas }) => {
    const image = canvas.getByRole<HTMLImageElement>('img', { name: 'De kade bij zonsondergang' });
    await expect(image.getAttribute('srcset')).toContain('/a/3f2c9a1e-5b7d-4c1a-9e2f-0123456789ab');
    // The fixture picture (apps/storybook/fixtures) loaded.
    await waitFor(() => expect(image.naturalWidth).toBeGreaterThan(0));
  },
};

export const WithCaption: Story = {
  args: { content: { ...meta.args.content, caption: 'De kade in 2024. Foto: gemeentearchief.' } },
};

/** Empty alt text: decorative, skipped by screen readers. */
export const Decorative: Story = { args: { content: { ...meta.args.content, alt: '' } } };

/** A pretend upload that answers after a second. */
const uploadImage: UploadImage = (file) =>
  new Promise((resolve) =>
    setTimeout(
      () => resolve({ guid: 'c0ffee00-5b7d-4c1a-9e2f-0123456789ab', width: 1200, height: 600 }),
      file.size > 0 ? 1000 : 0,
    ),
  );

function EditDemo({ initial, upload }: { initial: ImageContent; upload: boolean }) {
  const [content, setContent] = useState(initial);
  const form = (
    <div style={{ display: 'grid', gap: 24 }}>
      <ImageEdit guid="image-1" content={content} onChange={setContent} t={dutch} />
      <ImageView guid="image-1" options={[]} content={content} />
    </div>
  );
  return upload ? (
    <BlockServicesProvider services={{ uploadImage }}>{form}</BlockServicesProvider>
  ) : (
    form
  );
}

/** With the app's upload service: a file field; the uploaded image replaces the URL. */
export const Edit: Story = {
  render: (args) => <EditDemo initial={args.content} upload />,
  play: async ({ canvas, userEvent }) => {
    const picture = await (await fetch('/a/c0ffee00-5b7d-4c1a-9e2f-0123456789ab')).blob();
    await userEvent.upload(
      canvas.getByLabelText('Afbeelding uploaden'),
      new File([picture], 'markt.webp', { type: 'image/webp' }),
    );
    await expect(await canvas.findByText('De afbeelding is geüpload.')).toBeInTheDocument();
    const alt = canvas.getByRole('textbox', { name: 'Alternatieve tekst' });
    await userEvent.clear(alt);
    await userEvent.type(alt, 'De markt op zaterdag');
    const image = canvas.getByRole<HTMLImageElement>('img', { name: 'De markt op zaterdag' });
    await expect(image.getAttribute('src')).toContain('c0ffee00-5b7d-4c1a-9e2f-0123456789ab');
    await waitFor(() => expect(image.naturalWidth).toBeGreaterThan(0));
  },
};

/** Without an upload service: the guid of an image uploaded elsewhere, or an external URL. */
export const EditWithoutUploads: Story = {
  render: () => (
    <EditDemo
      upload={false}
      initial={{ imageGuid: null, url: null, alt: '', caption: '', width: null, height: null }}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByLabelText('Afbeelding uploaden')).not.toBeInTheDocument();
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Id van een geüploade afbeelding' }),
      '5a1d7e3c-2b4f-4e6a-8c9d-0123456789ab',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Alternatieve tekst' }), 'De polder');
    const image = canvas.getByRole<HTMLImageElement>('img', { name: 'De polder' });
    await waitFor(() => expect(image.naturalWidth).toBeGreaterThan(0));
  },
};
