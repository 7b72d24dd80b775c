// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider, useSearchParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useHashTarget } from './use-hash-target';

const scrolled: Element[] = [];
beforeEach(() => {
  scrolled.length = 0;
  // jsdom does no layout: record what was scrolled into view.
  Element.prototype.scrollIntoView = vi.fn(function scrollIntoView(this: Element) {
    scrolled.push(this);
  });
});
afterEach(cleanup);

/** A page with an introduction and a list whose pager links carry the list's fragment. */
function NewsPage() {
  useHashTarget();
  const [query] = useSearchParams();
  const page = Number(query.get('page-b1') ?? '1');
  return (
    <main>
      <h1>Nieuws</h1>
      <p>Een lange inleiding.</p>
      <section id="list-b1" tabIndex={-1} aria-labelledby="list-b1-title">
        <h2 id="list-b1-title">Berichten</h2>
        <p>Pagina {page}</p>
        <nav aria-label="Paginering">
          <Link to={`/nieuws?page-b1=${page + 1}#list-b1`}>Volgende</Link>
        </nav>
      </section>
    </main>
  );
}

function show(initial = '/nieuws') {
  const router = createMemoryRouter([{ path: '/nieuws', element: <NewsPage /> }], {
    initialEntries: [initial],
  });
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

describe('useHashTarget', () => {
  it('lands on the list after its pager link navigates in the browser: scrolled to and focused', async () => {
    const { user } = show();
    await user.click(screen.getByRole('link', { name: 'Volgende' }));
    await screen.findByText('Pagina 2');
    const list = screen.getByRole('region', { name: 'Berichten' });
    await waitFor(() => expect(list).toHaveFocus());
    expect(scrolled).toEqual([list]);

    await user.click(screen.getByRole('link', { name: 'Volgende' }));
    await screen.findByText('Pagina 3');
    await waitFor(() => expect(scrolled).toEqual([list, list]));
    expect(list).toHaveFocus();
  });
});
