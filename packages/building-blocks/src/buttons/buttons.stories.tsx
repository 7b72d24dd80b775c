import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { dutch } from '../test-utils/translate';
import { ButtonsView } from './buttons';
import type { ButtonsContent } from './buttons-content';
import { ButtonsEdit } from './buttons-edit';

const meta = {
  title: 'Blocks/Buttons',
  component: ButtonsView,
  args: {
    guid: 'buttons-1',
    options: [],
    content: {
      buttons: [
        { label: 'Afspraak maken', url: '/afspraak', variant: 'primary' },
        { label: 'Contact', url: '/contact', variant: 'secondary' },
        { label: 'Rijksoverheid', url: 'https://www.rijksoverheid.nl', variant: 'secondary' },
      ],
    },
  },
} satisfies Meta<typeof ButtonsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Site paths use the app's router link; the external one is marked and says so to screen readers. */
export const View: Story = {};

function EditDemo({ initial }: { initial: ButtonsContent }) {
  const [content, setContent] = useState(initial);
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      <ButtonsEdit guid="buttons-1" content={content} onChange={setContent} t={dutch} />
      <ButtonsView guid="buttons-1" options={[]} content={content} />
    </div>
  );
}

export const Edit: Story = { render: (args) => <EditDemo initial={args.content} /> };
