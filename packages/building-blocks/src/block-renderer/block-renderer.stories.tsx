import type { Meta, StoryObj } from '@storybook/react-vite';
import { createCoreRegistry } from '../core-blocks/core-blocks';
import { BlockRenderer } from './block-renderer';

const meta = {
  title: 'Blocks/BlockRenderer',
  component: BlockRenderer,
  args: {
    registry: createCoreRegistry(),
    blocks: [
      {
        guid: 'a',
        type: 'hero',
        content: { title: 'Nieuws', text: 'Het laatste nieuws uit de gemeente.' },
      },
      { guid: 'b', type: 'carousel', content: {} },
      {
        guid: 'c',
        type: 'rich-text',
        content: { html: '<h2>Vandaag</h2><p>De weekmarkt is open tot 13.00 uur.</p>' },
      },
    ],
  },
} satisfies Meta<typeof BlockRenderer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Core blocks in order; the unknown `carousel` block renders nothing. */
export const Blocks: Story = {};
