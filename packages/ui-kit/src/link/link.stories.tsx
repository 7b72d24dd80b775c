import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from './link';

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { href: '/over-ons', children: 'Over ons' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Internal: Story = {};

export const External: Story = {
  args: {
    href: 'https://example.org',
    external: true,
    externalLabel: '(externe website)',
    children: 'Voorbeeldsite',
  },
};
