import type { Meta, StoryObj } from '@storybook/react-vite';
import { NavigationMenu } from './navigation-menu';

const meta = {
  title: 'Header/NavigationMenu',
  component: NavigationMenu,
  parameters: { layout: 'padded' },
  args: {
    label: 'Hoofdnavigatie',
    externalLabel: '(externe website)',
    submenuToggleLabel: (item) => `Submenu ${item.label}`,
    items: [
      { label: 'Home', href: '#/' },
      {
        label: 'Over ons',
        href: '#/over-ons',
        children: [
          { label: 'Team', href: '#/over-ons/team', current: true },
          {
            label: 'Geschiedenis',
            href: '#/over-ons/geschiedenis',
            children: [{ label: 'Archief', href: '#/over-ons/archief' }],
          },
          { label: 'Partner', href: 'https://example.org', external: true },
        ],
      },
      {
        label: 'Nieuws',
        href: '#/nieuws',
        children: [{ label: 'Persberichten', href: '#/nieuws/pers' }],
      },
      { label: 'Contact', href: '#/contact' },
    ],
  },
} satisfies Meta<typeof NavigationMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** On screens under 1024 px the list hides behind the menu button. */
export const Collapsible: Story = {
  args: { menuButtonLabel: 'Menu' },
  globals: { viewport: { value: 'mobile1' } },
};
