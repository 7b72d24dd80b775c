import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../stack';
import { choiceSizes } from '../tokens';
import type { ChoiceSize } from '../tokens';
import { Checkbox } from './checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Alleen pagina’s met wijzigingen', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: Object.keys(choiceSizes) } },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const WithDescription: Story = {
  args: { label: 'Beheerder', description: 'Mag alles, ook gebruikers en instellingen' },
};
export const WithError: Story = {
  args: { label: 'Ik ga akkoord met de voorwaarden', error: 'Ga akkoord om verder te gaan' },
};
export const Disabled: Story = { args: { disabled: true } };
/** The five sizes of spec section 9: rows of 30, 35, 40, 50 and 60 px. */
export const Sizes: Story = {
  render: (args) => (
    <Stack gap={2}>
      {(Object.keys(choiceSizes) as ChoiceSize[]).map((size) => (
        <Checkbox key={size} {...args} size={size} label={`${size}: ${choiceSizes[size]} px`} />
      ))}
    </Stack>
  ),
};
