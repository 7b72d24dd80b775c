import type { Meta, StoryObj } from '@storybook/react-vite';
import { Cluster } from '../stack/stack';
import { Button } from './button';
import { ButtonLink } from './button-link';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Opslaan', variant: 'primary', size: 'md' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Disabled: Story = { args: { disabled: true } };

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
};
