import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
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

  it('marks the section of a page the menu does not name as current, not as the page', async () => {
    render(
      <NavigationMenu
        items={[
          { label: 'Home', href: '/' },
          { label: 'Nieuws', href: '/nieuws', section: true },
        ]}
        {...labels}
      />,
    );
    expect(await screen.findByRole('link', { name: 'Nieuws' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
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
    const external = await screen.findByRole('link', { name: 'Partner (externe website)' });
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

  it('renders on the server exactly what the browser renders first, every link included', () => {
    const menu = <NavigationMenu items={items} {...labels} menuButtonLabel="Menu" />;
    const html = renderToString(menu);
    // Hydrating the server's markup changes nothing, so nothing on the page shifts.
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(container, menu, { onRecoverableError: (e) => errors.push(e) });
    });
    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe(html);
    act(() => root?.unmount());
    container.remove();
    expect(html).toContain('plein-nav--collapsible');
    // Without JavaScript the stylesheet shows the collapsed list and submenus (scripting: none);
    // every link is in the document for it.
    for (const item of items.flatMap((i) => [i, ...(i.children ?? [])])) {
      expect(html).toContain(`href="${item.href}"`);
    }
  });
});
