import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { expectNoAxeViolations } from '../test-utils/axe';
import type { LinkComponentProps } from '../link/link-component';
import { NavigationMenu } from './navigation-menu';
import type { NavigationItem } from './navigation-menu';

const items: NavigationItem[] = [
  { label: 'Home', href: '/' },
  {
    label: 'Over ons',
    href: '/over-ons',
    children: [
      { label: 'Team', href: '/over-ons/team', current: true },
      { label: 'Partner', href: 'https://partner.example', external: true },
    ],
  },
  { label: 'Contact', href: '/contact' },
];

const labels = {
  label: 'Hoofdnavigatie',
  submenuToggleLabel: (item: NavigationItem) => `Submenu ${item.label}`,
  externalLabel: '(externe website)',
};

describe('NavigationMenu', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders a labelled navigation with links and a collapsed submenu', async () => {
    const { container } = render(<NavigationMenu items={items} {...labels} />);
    expect(screen.getByRole('navigation', { name: 'Hoofdnavigatie' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    const toggle = screen.getByRole('button', { name: 'Submenu Over ons' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Team' })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('toggles the submenu with Enter and Space, and Escape closes it and returns focus', async () => {
    const user = userEvent.setup();
    const { container } = render(<NavigationMenu items={items} {...labels} />);
    const toggle = screen.getByRole('button', { name: 'Submenu Over ons' });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Team' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(container);

    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Team' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes the submenu when focus leaves it', async () => {
    const user = userEvent.setup();
    render(<NavigationMenu items={items} {...labels} />);
    await user.click(screen.getByRole('button', { name: 'Submenu Over ons' }));
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Submenu Over ons' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('opens on hover after the 50 ms delay', () => {
    vi.useFakeTimers();
    render(<NavigationMenu items={items} {...labels} />);
    const toggle = screen.getByRole('button', { name: 'Submenu Over ons' });
    const item = screen.getByRole('link', { name: 'Over ons' }).closest('li')!;
    fireEvent.mouseEnter(item);
    act(() => {
      vi.advanceTimersByTime(40);
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    act(() => {
      vi.advanceTimersByTime(50);
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseLeave(item);
    act(() => {
      vi.advanceTimersByTime(50);
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks external links and renders internal ones through the link component', async () => {
    const user = userEvent.setup();
    const RouterLink = ({ href, ...rest }: LinkComponentProps) => (
      <a data-router href={href} {...rest} />
    );
    render(<NavigationMenu items={items} {...labels} linkComponent={RouterLink} />);
    await user.click(screen.getByRole('button', { name: 'Submenu Over ons' }));
    const external = screen.getByRole('link', { name: 'Partner (externe website)' });
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(external).not.toHaveAttribute('data-router');
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('data-router');
  });

  it('collapses behind a menu button on small screens when given its label', async () => {
    const user = userEvent.setup();
    render(<NavigationMenu items={items} {...labels} menuButtonLabel="Menu" />);
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
  });

  it('renders every link on the server, with no collapsed list or toggles (works without JavaScript)', () => {
    const html = renderToString(
      <NavigationMenu items={items} {...labels} menuButtonLabel="Menu" />,
    );
    expect(html).toContain('aria-label="Hoofdnavigatie"');
    expect(html).not.toContain('hidden=""');
    expect(html).not.toContain('<button');
    expect(html).not.toContain('plein-nav--collapsible');
    for (const item of items.flatMap((i) => [i, ...(i.children ?? [])])) {
      expect(html).toContain(`href="${item.href}"`);
    }
  });
});
