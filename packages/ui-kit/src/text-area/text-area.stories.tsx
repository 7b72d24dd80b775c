import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextArea } from './text-area';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: {
    label: 'Omschrijving',
    description: 'Een paar zinnen over de pagina',
    defaultValue: '',
    onValueChange: fn(),
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six rows, as spec section 9 asks for multi-line input. */
export const SixRows: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Omschrijving' });
    await expect(textarea).toHaveAttribute('rows', '6');
    await userEvent.type(textarea, 'Over de markt');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Over de markt');
  },
};
export const WithError: Story = {
  args: { description: undefined, error: 'Vul een omschrijving in' },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Omschrijving' });
    await expect(textarea).toBeInvalid();
    await expect(textarea).toHaveAccessibleDescription(
      expect.stringContaining('Vul een omschrijving in'),
    );
  },
};
export const ThreeRows: Story = { args: { rows: 3 } };
