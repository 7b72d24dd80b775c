import type { Meta, StoryObj } from '@storybook/react-vite';
import { notificationPositions } from '@plein/validation';
import { ToastRegion } from './toast-region';

const meta = {
  title: 'Feedback/ToastRegion',
  component: ToastRegion,
  argTypes: { position: { control: 'select', options: [...notificationPositions] } },
  args: {
    label: 'Meldingen',
    dismissLabel: 'Melding sluiten',
    onDismiss: () => undefined,
    onAction: () => undefined,
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

export const Toasts: Story = {};
export const Empty: Story = { args: { items: [] } };
/** The user's notification position (spec section 5), here the top centre. */
export const TopCenter: Story = { args: { position: 'top-center' } };
