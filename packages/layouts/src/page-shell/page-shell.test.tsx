import { Breadcrumbs, FooterColumns, Logo, NavigationMenu } from '@plein/ui-kit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageLayout } from '../page-layout/page-layout';
import { SiteHeader } from '../site-header/site-header';
import { expectNoAxeViolations } from '../test-utils/axe';
import { PageShell } from './page-shell';

function Page() {
  return (
    <PageShell
      skipLinkLabel="Naar de inhoud"
      header={
        <SiteHeader
          logo={<Logo platformName="Gemeente Plein" href="/" />}
          navigation={
            <NavigationMenu
              label="Hoofdnavigatie"
              items={[{ label: 'Home', href: '/', current: true }]}
            />
          }
        />
      }
      breadcrumbs={
        <Breadcrumbs
          label="Kruimelpad"
          items={[{ label: 'Home', href: '/' }, { label: 'Nieuws' }]}
        />
      }
      footer={<FooterColumns columns={[{ title: 'Contact', text: 'Marktplein 1' }]} />}
    >
      <PageLayout
        layout="25-75"
        regions={{ top: <h1>Nieuws</h1>, sideLeft: <p>Filter</p>, main: <p>Berichten</p> }}
        sideLeftLabel="Filters"
      />
    </PageShell>
  );
}

describe('PageShell', () => {
  it('renders the landmarks of a page with the skip link first', async () => {
    const user = userEvent.setup();
    const { container } = render(<Page />);
    expect(screen.getByRole('banner')).toContainElement(
      screen.getByRole('navigation', { name: 'Hoofdnavigatie' }),
    );
    expect(screen.getByRole('navigation', { name: 'Kruimelpad' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Marktplein 1');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Naar de inhoud' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Naar de inhoud' })).toHaveAttribute('href', '#main');
    await expectNoAxeViolations(container);
  });

  it('leaves out empty slots', () => {
    render(
      <PageShell skipLinkLabel="Skip to content">
        <main id="main">Admin</main>
      </PageShell>,
    );
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('renders deterministic markup on the server', () => {
    expect(renderToString(<Page />)).toBe(renderToString(<Page />));
  });
});
