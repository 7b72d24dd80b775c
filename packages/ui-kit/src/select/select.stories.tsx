import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Select } from './select';

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: {
    label: 'Opmaak',
    description: 'Hoe de blokken naast elkaar staan',
    defaultValue: '100',
    onValueChange: fn(),
    options: [
      { value: '100', label: 'Eén kolom' },
      { value: '25-75', label: 'Smal en breed' },
      { value: '75-25', label: 'Breed en smal' },
      { value: '25-50-25', label: 'Drie kolommen' },
    ],
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Picking an option shows it and reports its value. */
export const WithDescription: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Opmaak' });
    await expect(select).toHaveAccessibleDescription('Hoe de blokken naast elkaar staan');
    await expect(select).toHaveValue('100');
    await userEvent.selectOptions(select, 'Drie kolommen');
    await expect(select).toHaveValue('25-50-25');
    await expect(args.onValueChange).toHaveBeenCalledWith('25-50-25');
  },
};
export const WithoutDescription: Story = { args: { description: undefined } };
export const WithError: Story = {
  args: {
    label: 'Taal',
    description: undefined,
    defaultValue: '',
    required: true,
    error: 'Kies een taal',
    options: [
      { value: '', label: 'Kies...' },
      { value: 'nl', label: 'Nederlands' },
      { value: 'en', label: 'Engels' },
    ],
  },
  play: async ({ args, canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Taal' });
    await expect(select).toBeInvalid();
    await expect(select).toHaveAccessibleDescription(expect.stringContaining('Kies een taal'));
    await userEvent.selectOptions(select, 'nl');
    await expect(args.onValueChange).toHaveBeenCalledWith('nl');
  },
};
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Opmaak' })).toBeDisabled();
  },
};
