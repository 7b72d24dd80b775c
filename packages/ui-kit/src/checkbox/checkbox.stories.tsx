import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Stack } from '../stack';
import { choiceSizes } from '../tokens';
import type { ChoiceSize } from '../tokens';
import { Checkbox } from './checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Alleen pagina’s met wijzigingen', size: 'md', onCheckedChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: Object.keys(choiceSizes) } },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click on the label checks it, Space unchecks it; each change reports the new state. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Alleen pagina’s met wijzigingen' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(canvas.getByText('Alleen pagina’s met wijzigingen'));
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};
export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ args, canvas, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox');
    await expect(checkbox).toBeChecked();
    await userEvent.click(checkbox);
    await expect(checkbox).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(false);
  },
};
export const WithDescription: Story = {
  args: { label: 'Beheerder', description: 'Mag alles, ook gebruikers en instellingen' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Beheerder' })).toHaveAccessibleDescription(
      'Mag alles, ook gebruikers en instellingen',
    );
  },
};
export const WithError: Story = {
  args: { label: 'Ik ga akkoord met de voorwaarden', error: 'Ga akkoord om verder te gaan' },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Ik ga akkoord met de voorwaarden' });
    await expect(checkbox).toBeInvalid();
    await expect(checkbox).toHaveAccessibleDescription(
      expect.stringContaining('Ga akkoord om verder te gaan'),
    );
  },
};
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox');
    await expect(checkbox).toBeDisabled();
    await userEvent.click(checkbox);
    await expect(checkbox).not.toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};
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
