import { Button, LanguageSwitcher, Logo, NavigationMenu } from '@plein/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SiteHeader } from './site-header';

const meta = {
  title: 'Layouts/SiteHeader',
  component: SiteHeader,
  parameters: { layout: 'fullscreen' },
  args: {
    logo: <Logo platformName="Gemeente Plein" href="#/" />,
    tools: (
      <>
        <LanguageSwitcher
          label="Taal"
          languages={[
            { code: 'nl', label: 'Nederlands', href: '#/nl', current: true },
            { code: 'en', label: 'English', href: '#/en' },
          ]}
        />
        <Button variant="ghost" size="sm">
          Inloggen
        </Button>
      </>
    ),
    navigation: (
      <NavigationMenu
        label="Hoofdnavigatie"
        items={[
          { label: 'Home', href: '#/', current: true },
          { label: 'Nieuws', href: '#/nieuws' },
        ]}
      />
    ),
  },
  render: (args) => (
    <header>
      <SiteHeader {...args} />
    </header>
  ),
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard order: the logo, then the tools, then the navigation. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /Gemeente Plein/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /Nederlands/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /English/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Inloggen' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
  },
};
