import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
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

/** A submenu opens from its disclosure button and closes with Escape, focus back on the button. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: 'Hoofdnavigatie' });
    await expect(nav).toBeInTheDocument();
    const toggle = canvas.getByRole('button', { name: 'Submenu Over ons' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Team' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const team = canvas.getByRole('link', { name: 'Team' });
    await expect(team).toBeVisible();
    await expect(team).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Team' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
    // Opening another submenu closes the first when focus leaves it.
    await userEvent.click(toggle);
    await userEvent.click(canvas.getByRole('button', { name: 'Submenu Nieuws' }));
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    await expect(canvas.getByRole('link', { name: 'Persberichten' })).toBeVisible();
  },
};

/** On screens under 1024 px the list hides behind the menu button. */
export const Collapsible: Story = {
  args: { menuButtonLabel: 'Menu' },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvas, userEvent }) => {
    const menuButton = canvas.getByRole('button', { name: 'Menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menuButton);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Contact' })).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toHaveFocus();
  },
};
