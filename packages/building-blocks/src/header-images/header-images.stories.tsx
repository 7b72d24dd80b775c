import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { useState } from 'react';
import { BlockServicesProvider } from '../block-services/block-services';
import { dutch } from '../test-utils/translate';
import { HeaderImagesView } from './header-images';
import type { HeaderImagesContent } from './header-images-content';
import { HeaderImagesEdit } from './header-images-edit';

const harbour = {
  guid: 'h1',
  imageGuid: '3f2c9a1e-5b7d-4c1a-9e2f-0123456789ab',
  title: 'Welkom in de haven',
  text: 'Wonen, werken en leven aan het water.',
};

const meta = {
  title: 'Blocks/HeaderImages',
  component: HeaderImagesView,
  args: { guid: 'header-1', options: [], content: { images: [harbour] } },
} satisfies Meta<typeof HeaderImagesView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 1200 px wide, 600 px up to 600 px screens; the text sits below the image on small screens. */
export const View: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Welkom in de haven')).toBeVisible();
    const image = canvasElement.querySelector('img');
    await expect(image?.getAttribute('src')).toMatch(/^\/a\/3f2c9a1e-[^?]+\?width=1200$/);
    // The fixture picture (apps/storybook/fixtures) loaded.
    await waitFor(() => expect(image?.naturalWidth).toBeGreaterThan(0));
  },
};

export const Several: Story = {
  args: {
    content: {
      images: [
        harbour,
        {
          guid: 'h2',
          imageGuid: 'c0ffee00-5b7d-4c1a-9e2f-0123456789ab',
          title: 'Markt',
          text: 'Elke zaterdag op het plein.',
        },
      ],
    },
  },
};

function EditDemo({ initial }: { initial: HeaderImagesContent }) {
  const [content, setContent] = useState(initial);
  return (
    <BlockServicesProvider
      services={{
        uploadImage: () =>
          Promise.resolve({
            guid: 'c0ffee00-5b7d-4c1a-9e2f-0123456789ab',
            width: 2400,
            height: 800,
          }),
      }}
    >
      <div style={{ display: 'grid', gap: 24 }}>
        <HeaderImagesEdit guid="header-1" content={content} onChange={setContent} t={dutch} />
        <HeaderImagesView guid="header-1" options={[]} content={content} />
      </div>
    </BlockServicesProvider>
  );
}

/** Add an image, upload a picture into it and move it up: the view follows. */
export const Edit: Story = {
  render: (args) => <EditDemo initial={args.content} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Afbeelding toevoegen' }));
    const second = within(canvas.getByRole('group', { name: 'Afbeelding 2' }));
    await userEvent.type(second.getByRole('textbox', { name: 'Titel' }), 'Markt');
    const picture = await (await fetch('/a/c0ffee00-5b7d-4c1a-9e2f-0123456789ab')).blob();
    await userEvent.upload(
      second.getByLabelText('Afbeelding uploaden'),
      new File([picture], 'markt.webp', { type: 'image/webp' }),
    );
    await expect(await canvas.findByText('De afbeelding is geüpload.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /^Omhoog ?: Afbeelding 2$/ }));
    const view = canvasElement.querySelector('.plein-header-images');
    await waitFor(() =>
      expect(view?.querySelector('img')?.getAttribute('src')).toContain('c0ffee00'),
    );
    await expect(view).toHaveTextContent(/Markt.*Welkom in de haven/);
  },
};
