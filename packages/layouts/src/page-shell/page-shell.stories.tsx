import {
  Breadcrumbs,
  FooterColumns,
  LanguageSwitcher,
  Logo,
  NavigationMenu,
  Notice,
} from '@plein/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageLayout } from '../page-layout/page-layout';
import { SiteHeader } from '../site-header/site-header';
import { PageShell } from './page-shell';

const header = (
  <SiteHeader
    logo={<Logo platformName="Gemeente Plein" href="#/" />}
    tools={
      <LanguageSwitcher
        label="Taal"
        languages={[
          { code: 'nl', label: 'Nederlands', href: '#/nl', current: true },
          { code: 'en', label: 'English', href: '#/en' },
        ]}
      />
    }
    navigation={
      <NavigationMenu
        label="Hoofdnavigatie"
        menuButtonLabel="Menu"
        submenuToggleLabel={(item) => `Submenu ${item.label}`}
        items={[
          { label: 'Home', href: '#/' },
          { label: 'Nieuws', href: '#/nieuws', current: true },
          {
            label: 'Over ons',
            href: '#/over-ons',
            children: [{ label: 'Team', href: '#/over-ons/team' }],
          },
          { label: 'Contact', href: '#/contact' },
        ]}
      />
    }
  />
);

const footer = (
  <FooterColumns
    externalLabel="(externe website)"
    columns={[
      { title: 'Contact', text: 'Marktplein 1\n1234 AB Plein' },
      { title: 'Over deze site', links: [{ label: 'Privacy', url: '#/legal/privacy' }] },
    ]}
  />
);

const meta = {
  title: 'Layouts/PageShell',
  component: PageShell,
  parameters: { layout: 'fullscreen' },
  args: {
    skipLinkLabel: 'Naar de inhoud',
    header,
    breadcrumbs: (
      <Breadcrumbs
        label="Kruimelpad"
        items={[
          { label: 'Home', href: '#/' },
          { label: 'Nieuws', href: '#/nieuws' },
        ]}
      />
    ),
    footer,
    children: (
      <PageLayout
        layout="25-75"
        sideLeftLabel="Filters"
        regions={{
          top: <h1>Nieuws</h1>,
          sideLeft: <p>Filter op onderwerp</p>,
          main: <p>Hier staan de nieuwsberichten.</p>,
        }}
      />
    ),
  },
} satisfies Meta<typeof PageShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Landmarks in order; the skip link comes first, and a submenu opens from its button. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(canvas.getByRole('navigation', { name: 'Kruimelpad' })).toBeInTheDocument();
    await expect(canvas.getByRole('main')).toHaveTextContent('Hier staan de nieuwsberichten.');
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('Marktplein 1');
    await userEvent.tab();
    const skipLink = canvas.getByRole('link', { name: 'Naar de inhoud' });
    await expect(skipLink).toHaveFocus();
    await expect(skipLink).toHaveAttribute('href', `#${canvas.getByRole('main').id}`);
    const navigation = within(canvas.getByRole('navigation', { name: 'Hoofdnavigatie' }));
    await expect(navigation.getByRole('link', { name: 'Nieuws' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const submenu = canvas.getByRole('button', { name: 'Submenu Over ons' });
    await userEvent.click(submenu);
    await expect(submenu).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Team' })).toBeVisible();
  },
};

/** A not-found page inside the shell. */
export const NotFound: Story = {
  args: {
    breadcrumbs: undefined,
    children: (
      <PageLayout
        layout="100"
        regions={{
          main: (
            <Notice tone="warning" headingLevel={1} title="Pagina niet gevonden">
              De pagina die u zoekt bestaat niet (meer).
            </Notice>
          ),
        }}
      />
    ),
  },
};
