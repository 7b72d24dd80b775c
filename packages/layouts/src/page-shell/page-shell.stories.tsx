import {
  Breadcrumbs,
  FooterColumns,
  LanguageSwitcher,
  Logo,
  NavigationMenu,
  Notice,
} from '@plein/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
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

export const Default: Story = {};

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
