import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Dialog } from './dialog';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  args: {
    open: true,
    title: 'Cookies op deze site',
    children: 'We gebruiken noodzakelijke cookies en, met uw toestemming, analytische cookies.',
    actions: (
      <>
        <Button variant="secondary">Alleen noodzakelijk</Button>
        <Button>Alles accepteren</Button>
      </>
    ),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A choice is required: Escape makes the dialog shake. */
export const ChoiceRequired: Story = {};

/** Escape dismisses the dialog. */
export const Dismissible: Story = { args: { title: 'Let op', onDismiss: () => undefined } };
