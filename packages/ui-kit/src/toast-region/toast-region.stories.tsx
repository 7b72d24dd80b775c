import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { notificationPositions } from '@plein/validation';
import { ToastRegion } from './toast-region';
import type { ToastItem } from './toast-region';

const meta = {
  title: 'Feedback/ToastRegion',
  component: ToastRegion,
  argTypes: { position: { control: 'select', options: [...notificationPositions] } },
  args: {
    label: 'Meldingen',
    dismissLabel: 'Melding sluiten',
    onDismiss: fn(),
    onAction: fn(),
    items: [
      {
        id: 'saved',
        tone: 'success',
        message: 'Uw profiel is opgeslagen.',
        closeAfterMs: null,
        actionLabel: 'Ongedaan maken',
      },
      { id: 'failed', tone: 'error', message: 'Opslaan is mislukt.', closeAfterMs: null },
    ],
  },
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The action and the close button report the toast's id; Escape inside a toast closes it. */
export const Toasts: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('status', { name: 'Meldingen' })).toHaveTextContent(
      'Uw profiel is opgeslagen.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Ongedaan maken' }));
    await expect(args.onAction).toHaveBeenCalledWith('saved');
    await expect(args.onDismiss).toHaveBeenCalledWith('saved');
    const [, closeFailed] = canvas.getAllByRole('button', { name: 'Melding sluiten' });
    await userEvent.click(closeFailed!);
    await expect(args.onDismiss).toHaveBeenLastCalledWith('failed');
    await userEvent.keyboard('{Escape}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(3);
  },
};

/** A page's toasts in miniature: a closed toast goes, and one with a time closes by itself. */
function LiveToasts() {
  const [items, setItems] = useState<ToastItem[]>([
    { id: 'saved', tone: 'success', message: 'Uw profiel is opgeslagen.', closeAfterMs: 600 },
    { id: 'failed', tone: 'error', message: 'Opslaan is mislukt.', closeAfterMs: null },
  ]);
  return (
    <ToastRegion
      label="Meldingen"
      dismissLabel="Melding sluiten"
      items={items}
      onDismiss={(id) => setItems((old) => old.filter((item) => item.id !== id))}
    />
  );
}

export const Live: Story = {
  render: () => <LiveToasts />,
  play: async ({ canvas, userEvent }) => {
    const region = canvas.getByRole('status', { name: 'Meldingen' });
    await expect(region).toHaveTextContent('Opslaan is mislukt.');
    await waitFor(() => expect(region).not.toHaveTextContent('Uw profiel is opgeslagen.'));
    await userEvent.click(canvas.getByRole('button', { name: 'Melding sluiten' }));
    await expect(region).toBeEmptyDOMElement();
  },
};
export const Empty: Story = { args: { items: [] } };
/** The user's notification position (spec section 5), here the top centre. */
export const TopCenter: Story = { args: { position: 'top-center' } };
