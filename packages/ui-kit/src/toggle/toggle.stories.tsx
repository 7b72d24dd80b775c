import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Stack } from '../stack';
import { choiceSizes } from '../tokens';
import type { ChoiceSize } from '../tokens';
import { Toggle } from './toggle';

const meta = {
  title: 'Forms/Toggle',
  component: Toggle,
  args: { label: 'Submenu’s tonen', size: 'md', onCheckedChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: Object.keys(choiceSizes) } },
} satisfies Meta<typeof Toggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A switch: a click turns it on, Space turns it off again. */
export const Off: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const toggle = canvas.getByRole('switch', { name: 'Submenu’s tonen' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};
export const On: Story = {
  args: { defaultChecked: true },
  play: async ({ args, canvas, userEvent }) => {
    const toggle = canvas.getByRole('switch');
    await expect(toggle).toBeChecked();
    await userEvent.click(canvas.getByText('Submenu’s tonen'));
    await expect(toggle).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(false);
  },
};
export const WithDescription: Story = {
  args: { label: 'Kruimelpad', description: 'Boven de inhoud van elke pagina' },
};
export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ args, canvas, userEvent }) => {
    const toggle = canvas.getByRole('switch');
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};
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
