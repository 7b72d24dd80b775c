import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextField } from './text-field';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Titel', description: 'Kort en krachtig', defaultValue: '', onValueChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing reports each new value; the description names the field's purpose. */
export const Input: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Titel' });
    await expect(input).toHaveAccessibleDescription('Kort en krachtig');
    await userEvent.type(input, 'Markt');
    await expect(input).toHaveValue('Markt');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Markt');
  },
};
export const Multiline: Story = {
  args: { multiline: true, label: 'Tekst', description: undefined },
  play: async ({ args, canvas, userEvent }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Tekst' });
    await expect(textarea.tagName).toBe('TEXTAREA');
    await userEvent.type(textarea, 'Regel een{Enter}Regel twee');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Regel een\nRegel twee');
  },
};
export const WithError: Story = {
  args: { error: 'Vul een titel in' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Titel' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(expect.stringContaining('Vul een titel in'));
  },
};
