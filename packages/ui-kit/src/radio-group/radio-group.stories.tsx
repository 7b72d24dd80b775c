import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../stack';
import { choiceSizes } from '../tokens';
import type { ChoiceSize } from '../tokens';
import { RadioGroup } from './radio-group';

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Soort link',
    defaultValue: 'internal',
    size: 'md',
    options: [
      { value: 'internal', label: 'Intern', description: 'Een pagina van deze site' },
      { value: 'external', label: 'Extern', description: 'Een adres op een andere site' },
    ],
  },
  argTypes: { size: { control: 'inline-radio', options: Object.keys(choiceSizes) } },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithDescription: Story = { args: { description: 'Waar het menu-item heen gaat' } };
export const WithError: Story = {
  args: { defaultValue: undefined, required: true, error: 'Kies een soort link' },
};
export const Disabled: Story = { args: { disabled: true } };
/** The five sizes of spec section 9: rows of 30, 35, 40, 50 and 60 px. */
export const Sizes: Story = {
  render: (args) => (
    <Stack gap={4}>
      {(Object.keys(choiceSizes) as ChoiceSize[]).map((size) => (
        <RadioGroup
          key={size}
          {...args}
          size={size}
          name={`size-${size}`}
          label={`${size}: ${choiceSizes[size]} px`}
        />
      ))}
    </Stack>
  ),
};
