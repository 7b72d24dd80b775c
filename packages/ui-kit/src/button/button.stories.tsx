import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Cluster } from '../stack/stack';
import { Button } from './button';
import { ButtonLink } from './button-link';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Opslaan', variant: 'primary', size: 'md', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click and the Enter key press it; it is a `type="button"`, so it never submits a form. */
export const Primary: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Opslaan' });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
/** Disabled: out of the tab order, and a click does nothing. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Opslaan' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Cluster>
      <Button {...args} size="sm">
        Klein
      </Button>
      <Button {...args} size="md">
        Middel
      </Button>
      <Button {...args} size="lg">
        Groot
      </Button>
    </Cluster>
  ),
};

export const AsLink: Story = {
  render: () => (
    <ButtonLink href="/admin/pages" variant="secondary">
      Naar pagina&apos;s
    </ButtonLink>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: "Naar pagina's" })).toHaveAttribute(
      'href',
      '/admin/pages',
    );
  },
};
