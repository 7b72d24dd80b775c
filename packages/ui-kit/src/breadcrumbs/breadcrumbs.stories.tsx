import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumbs } from './breadcrumbs';

const meta = {
  title: 'Navigation/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    label: 'Kruimelpad',
    items: [
      { label: 'Home', href: '#/' },
      { label: 'Nieuws', href: '#/nieuws' },
      { label: 'Nieuwe bibliotheek geopend', href: '#/nieuws/bibliotheek' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const CurrentAsText: Story = {
  args: { items: [{ label: 'Home', href: '#/' }, { label: 'Zoeken' }] },
};
