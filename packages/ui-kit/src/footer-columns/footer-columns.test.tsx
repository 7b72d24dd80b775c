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
});
