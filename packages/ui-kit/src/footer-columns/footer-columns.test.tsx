import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { FooterColumns } from './footer-columns';

describe('FooterColumns', () => {
  it('renders each column with a heading, text and links; absolute URLs are external', async () => {
    const { container } = render(
      <footer>
        <FooterColumns
          externalLabel="(externe website)"
          columns={[
            {
              title: 'Contact',
              text: 'Straat 1\n1234 AB Plein',
              links: [{ label: 'Mail ons', url: '/contact' }],
            },
            {
              title: 'Volg ons',
              links: [{ label: 'Mastodon', url: 'https://mastodon.example/@plein' }],
            },
          ]}
        />
      </footer>,
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Contact',
      'Volg ons',
    ]);
    expect(screen.getByText(/Straat 1/)).toHaveClass('plein-footer-columns__text');
    expect(screen.getByRole('link', { name: 'Mail ons' })).not.toHaveAttribute('rel');
    expect(screen.getByRole('link', { name: 'Mastodon (externe website)' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await expectNoAxeViolations(container);
  });

  it('makes a title with an address a link inside its heading', async () => {
    const { container } = render(
      <footer>
        <FooterColumns
          externalLabel="(externe website)"
          columns={[
            { title: 'Rubrieken', url: '/nieuws', links: [] },
            { title: 'Partners', url: 'https://example.org', links: [] },
            { title: 'Contact', links: [] },
          ]}
        />
      </footer>,
    );
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings[0]).toContainElement(screen.getByRole('link', { name: 'Rubrieken' }));
    expect(screen.getByRole('link', { name: 'Rubrieken' })).toHaveAttribute('href', '/nieuws');
    expect(screen.getByRole('link', { name: 'Partners (externe website)' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(headings[2]).toHaveTextContent('Contact');
    expect(headings[2]!.querySelector('a')).toBeNull();
    await expectNoAxeViolations(container);
  });
});
