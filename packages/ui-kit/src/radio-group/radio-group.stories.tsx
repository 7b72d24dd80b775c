import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
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
    onValueChange: fn(),
    options: [
      { value: 'internal', label: 'Intern', description: 'Een pagina van deze site' },
      { value: 'external', label: 'Extern', description: 'Een adres op een andere site' },
    ],
  },
  argTypes: { size: { control: 'inline-radio', options: Object.keys(choiceSizes) } },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click picks an option; the arrow keys move the choice within the group. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const group = canvas.getByRole('group', { name: 'Soort link' });
    await expect(group).toBeInTheDocument();
    const internal = canvas.getByRole('radio', { name: 'Intern' });
    const external = canvas.getByRole('radio', { name: 'Extern' });
    await expect(internal).toBeChecked();
    await userEvent.click(canvas.getByText('Extern'));
    await expect(external).toBeChecked();
    await expect(internal).not.toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('external');
    await userEvent.keyboard('{ArrowUp}');
    await expect(internal).toBeChecked();
    await expect(internal).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('internal');
  },
};
export const WithDescription: Story = { args: { description: 'Waar het menu-item heen gaat' } };
export const WithError: Story = {
  args: { defaultValue: undefined, required: true, error: 'Kies een soort link' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('group', { name: 'Soort link' })).toHaveAccessibleDescription(
      expect.stringContaining('Kies een soort link'),
    );
    await expect(canvas.getByRole('radio', { name: 'Intern' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Intern' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('internal');
  },
};
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas, userEvent }) => {
    const external = canvas.getByRole('radio', { name: 'Extern' });
    await expect(external).toBeDisabled();
    await userEvent.click(external);
    await expect(external).not.toBeChecked();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};
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
