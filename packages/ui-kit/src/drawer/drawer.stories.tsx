import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import { Drawer } from './drawer';

const meta = {
  title: 'Overlays/Drawer',
  component: Drawer,
  // A modal drawer makes the rest of the page inert: on the docs page each story gets its own frame.
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
  args: {
    open: true,
    modal: true,
    title: 'Kies een blok',
    closeLabel: 'Sluiten',
    onClose: () => {},
    children: 'Tekst, afbeelding, lijst of knoppen.',
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

function DrawerDemo({ modal }: { modal: boolean }) {
  const [open, setOpen] = useState(false);
  const [added, setAdded] = useState('nog niets');
  const close = () => setOpen(false);
  return (
    <div style={{ display: 'grid', gridTemplateColumns: modal ? '1fr' : '1fr 18rem', gap: 16 }}>
      <div>
        <Button onClick={() => setOpen(true)}>Blok toevoegen</Button>
        <p>Toegevoegd: {added}</p>
      </div>
      <Drawer open={open} modal={modal} title="Kies een blok" closeLabel="Sluiten" onClose={close}>
        <Button
          onClick={() => {
            setAdded('tekst');
            close();
          }}
        >
          Tekst
        </Button>
      </Drawer>
    </div>
  );
}

/** Over the page, which is inert meanwhile: focus moves in, and back to the opener on close. */
export const Modal: Story = {
  render: () => <DrawerDemo modal />,
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Blok toevoegen' });
    await userEvent.click(opener);
    const drawer = await canvas.findByRole('dialog', { name: 'Kies een blok' });
    await expect(drawer).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Tekst' }));
    await expect(await canvas.findByText('Toegevoegd: tekst')).toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** Beside the page, which stays usable: the close button and Escape both close it. */
export const BesideThePage: Story = {
  render: () => <DrawerDemo modal={false} />,
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Blok toevoegen' });
    await userEvent.click(opener);
    await canvas.findByRole('dialog', { name: 'Kies een blok' });
    // The page is not inert: its button still takes a click while the drawer is open.
    await userEvent.click(opener);
    await expect(canvas.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(opener);
    await canvas.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
