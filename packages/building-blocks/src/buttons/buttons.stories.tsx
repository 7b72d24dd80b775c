import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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

/** Add a button, fill it in and remove another: the view follows. */
export const Edit: Story = {
  render: (args) => <EditDemo initial={args.content} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Knop toevoegen' }));
    const fourth = within(canvas.getByRole('group', { name: 'Knop 4' }));
    await userEvent.type(fourth.getByRole('textbox', { name: 'Tekst op de knop' }), 'Route');
    await userEvent.type(fourth.getByRole('textbox', { name: 'Link' }), '/route');
    await expect(canvas.getByRole('link', { name: 'Route' })).toHaveAttribute('href', '/route');
    await userEvent.click(canvas.getByRole('button', { name: /^Verwijderen ?: Knop 1$/ }));
    await expect(canvas.queryByRole('link', { name: 'Afspraak maken' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('group', { name: 'Knop 4' })).not.toBeInTheDocument();
  },
};
