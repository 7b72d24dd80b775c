import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { Breadcrumbs } from './breadcrumbs';

describe('Breadcrumbs', () => {
  it('renders a labelled nav with an ordered list; the last item is the current page', async () => {
    const { container } = render(
      <Breadcrumbs
        label="Kruimelpad"
        items={[
          { label: 'Home', href: '/' },
          { label: 'Nieuws', href: '/nieuws' },
          { label: 'Artikel', href: '/nieuws/artikel' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Kruimelpad' });
    const list = within(nav).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Artikel' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await expectNoAxeViolations(container);
  });

  it('renders the current page as text when it has no link, and nothing without items', () => {
    const { container, rerender } = render(
      <Breadcrumbs
        label="Kruimelpad"
        items={[{ label: 'Home', href: '/' }, { label: 'Zoeken' }]}
      />,
    );
    expect(screen.getByText('Zoeken')).toHaveAttribute('aria-current', 'page');
    rerender(<Breadcrumbs label="Kruimelpad" items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
