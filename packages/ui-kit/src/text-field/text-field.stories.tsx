import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './text-field';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Titel', description: 'Kort en krachtig', defaultValue: '' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Input: Story = {};
export const Multiline: Story = {
  args: { multiline: true, label: 'Tekst', description: undefined },
};
export const WithError: Story = { args: { error: 'Vul een titel in' } };
