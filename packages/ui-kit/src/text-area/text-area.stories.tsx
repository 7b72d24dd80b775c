import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextArea } from './text-area';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Omschrijving', description: 'Een paar zinnen over de pagina', defaultValue: '' },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six rows, as spec section 9 asks for multi-line input. */
export const SixRows: Story = {};
export const WithError: Story = {
  args: { description: undefined, error: 'Vul een omschrijving in' },
};
export const ThreeRows: Story = { args: { rows: 3 } };
