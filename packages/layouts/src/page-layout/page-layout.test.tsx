import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { PageLayout } from './page-layout';

const regions = {
  top: <h1>Welkom</h1>,
  sideLeft: <p>Links</p>,
  main: <p>Hoofdinhoud</p>,
  sideRight: <p>Rechts</p>,
  bottom: <p>Onderaan</p>,
};

describe('PageLayout', () => {
  it('renders 25-50-25 as a main landmark with labelled asides on both sides', async () => {
    const { container } = render(
      <PageLayout
        layout="25-50-25"
        regions={regions}
        sideLeftLabel="Links extra"
        sideRightLabel="Rechts extra"
      />,
    );
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main');
    expect(within(main).getByRole('heading', { level: 1, name: 'Welkom' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Links extra' })).toHaveTextContent('Links');
    expect(screen.getByRole('complementary', { name: 'Rechts extra' })).toHaveTextContent('Rechts');
    expect(screen.getByText('Onderaan')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('places the middle columns on the 12-column grid', () => {
    const { container } = render(<PageLayout layout="25-50-25" regions={regions} />);
    const columns = [...container.querySelectorAll<HTMLElement>('.plein-layout__column')];
    expect(
      columns.map((c) => [
        c.style.getPropertyValue('--plein-column-start'),
        c.style.getPropertyValue('--plein-column-span'),
      ]),
    ).toEqual([
      ['1', '3'],
      ['4', '6'],
      ['10', '3'],
    ]);
  });

  it('leaves out empty side columns and rows', async () => {
    const { container } = render(
      <PageLayout
        layout="25-75"
        regions={{ main: <p>Alleen inhoud</p>, sideLeft: null, top: [] }}
        sideLeftLabel="Links"
      />,
    );
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(container.querySelector('.plein-layout__row--top')).toBeNull();
    expect(container.querySelector('.plein-layout__column--main')?.getAttribute('style')).toContain(
      '--plein-column-start: 4',
    );
    await expectNoAxeViolations(container);
  });

  it('renders only the columns its layout has', () => {
    render(<PageLayout layout="75-25" regions={regions} sideRightLabel="Rechts" />);
    expect(screen.queryByText('Links')).not.toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Rechts' })).toBeInTheDocument();
  });

  it('can render as a div with another id', () => {
    const { container } = render(
      <PageLayout layout="100" as="div" id="content" regions={{ main: 'x' }} />,
    );
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('id', 'content');
  });

  it('says the language of its content when it is given', () => {
    render(<PageLayout layout="100" lang="nl" regions={{ main: 'Welkom' }} />);
    expect(screen.getByRole('main')).toHaveAttribute('lang', 'nl');
  });

  it('renders the same markup on the server', () => {
    const html = renderToString(
      <PageLayout layout="25-75" regions={regions} sideLeftLabel="Links" />,
    );
    expect(html).toContain('<main id="main"');
    expect(html).toContain('<aside aria-label="Links"');
  });
});
