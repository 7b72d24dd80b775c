import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../stack';
import { choiceSizes } from '../tokens';
import type { ChoiceSize } from '../tokens';
import { Toggle } from './toggle';

const meta = {
  title: 'Forms/Toggle',
  component: Toggle,
  args: { label: 'Submenu’s tonen', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: Object.keys(choiceSizes) } },
} satisfies Meta<typeof Toggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};
export const On: Story = { args: { defaultChecked: true } };
export const WithDescription: Story = {
  args: { label: 'Kruimelpad', description: 'Boven de inhoud van elke pagina' },
};
export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
/** The five sizes of spec section 9: rows of 30, 35, 40, 50 and 60 px. */
export const Sizes: Story = {
  render: (args) => (
    <Stack gap={2}>
      {(Object.keys(choiceSizes) as ChoiceSize[]).map((size) => (
        <Toggle
          key={size}
          {...args}
          size={size}
          defaultChecked={size === 'md'}
          label={`${size}: ${choiceSizes[size]} px`}
        />
      ))}
    </Stack>
  ),
};
