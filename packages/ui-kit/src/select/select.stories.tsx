import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from './select';

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: {
    label: 'Opmaak',
    description: 'Hoe de blokken naast elkaar staan',
    defaultValue: '100',
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

export const WithDescription: Story = {};
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
};
export const Disabled: Story = { args: { disabled: true } };
