import type { Meta, StoryObj } from '@storybook/react-vite';
import { Container } from './container';

const meta = {
  title: 'Layout/Container',
  component: Container,
  parameters: { layout: 'fullscreen' },
  args: { width: 'default' },
  argTypes: { width: { control: 'inline-radio', options: ['narrow', 'default', 'full'] } },
  render: (args) => (
    <Container {...args}>
      <div style={{ background: 'var(--plein-color-surface)', padding: 16 }}>
        Content within the container ({args.width})
      </div>
    </Container>
  ),
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Narrow: Story = { args: { width: 'narrow' } };
