import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { EditHarness } from '../test-support/edit-harness';
import { expectNoAxeViolations } from '../test-utils/axe';
import type { ListContent } from './list';
import { isListContent, ListEdit, ListView } from './list';
import { demoPage, fakeListServices } from './list-fixtures';
import { ListServicesProvider } from './list-services';
import type { ListServices } from './list-services';

function renderList(
  services: ListServices,
  content: ListContent = { title: 'Nieuws' },
  lazy = false,
) {
  return render(
    <ListServicesProvider services={services}>
      <ListView
        guid="b1"
        content={content}
        options={lazy ? [{ name: 'lazyLoad', value: 'true' }] : []}
      />
    </ListServicesProvider>,
  );
}

describe('list block', () => {
  it('shows the page in the URL with item links, the range and an accessible pagination', async () => {
    const { services, requests } = fakeListServices(
      (request) => ({
        page: demoPage(request.query.pageNumber ?? 1, 5, 12),
        isLoading: false,
        isError: false,
      }),
      { location: { pathname: '/nieuws', search: '?lang=en&page-b1=2' } },
    );
    const { container } = renderList(services);
    expect(requests[0]).toEqual({
      kind: 'list',
      blockGuid: 'b1',
      query: { pageNumber: 2 },
      skip: false,
    });
    const list = screen.getByRole('region', { name: 'Nieuws' });
    expect(within(list).getByRole('link', { name: 'Bericht 6' })).toHaveAttribute(
      'href',
      '/nieuws/i/item-6/bericht-6',
    );
    expect(screen.getByText('6-10 van 12')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Paginering' });
    expect(within(nav).getByRole('link', { name: 'Pagina 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Pagina 3' })).toHaveAttribute(
      'href',
      '/nieuws?lang=en&page-b1=3#list-b1',
    );
    expect(within(nav).getByRole('link', { name: 'Vorige' })).toHaveAttribute(
      'href',
      '/nieuws?lang=en#list-b1',
    );
    await expectNoAxeViolations(container);
  });

  it('lands its pager and sort links on the list itself, not at the top of the page', () => {
    const { services } = fakeListServices(
      (request) => ({
        page: demoPage(request.query.pageNumber ?? 1, 5, 12),
        isLoading: false,
        isError: false,
      }),
      { location: { pathname: '/nieuws', search: '?page-b1=2' } },
    );
    renderList(services);
    const list = screen.getByRole('region', { name: 'Nieuws' });
    expect(list).toHaveAttribute('id', 'list-b1');
    // Focusable by the app after a navigation in the browser, but no stop for the Tab key.
    expect(list).toHaveAttribute('tabindex', '-1');
    const nav = screen.getByRole('navigation', { name: 'Paginering' });
    for (const link of within(nav).getAllByRole('link')) {
      expect(new URL(link.getAttribute('href') ?? '', 'https://plein.test').hash).toBe('#list-b1');
    }
    const form = screen.getByRole('form', { name: 'Lijst sorteren en filteren', hidden: true });
    expect(form.getAttribute('action')).toMatch(/#list-b1$/);
  });

  it('sorts and sizes through a labelled GET form that keeps the other parameters', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    const { services } = fakeListServices(
      () => ({ page: demoPage(1, 5, 12), isLoading: false, isError: false }),
      { location: { pathname: '/nieuws', search: '?lang=en&page-b1=2' }, navigate },
    );
    const { container } = renderList(services, {
      title: 'Nieuws',
      parents: [{ guid: 'p1', label: 'Haven' }],
    });
    // Tucked into a closed disclosure until the visitor opens it.
    const summary = screen.getByText('Lijst sorteren en filteren', { selector: 'summary' });
    expect(summary.closest('details')).not.toHaveAttribute('open');
    await user.click(summary);
    expect(summary.closest('details')).toHaveAttribute('open');
    const form = screen.getByRole('form', { name: 'Lijst sorteren en filteren' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/nieuws#list-b1');
    await user.selectOptions(screen.getByLabelText('Sorteren op'), 'title_asc');
    await user.selectOptions(screen.getByLabelText('Items per pagina'), 'all');
    await user.selectOptions(screen.getByLabelText('Onderwerp'), 'p1');
    expect(navigate).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Toepassen' }));
    expect(navigate).toHaveBeenCalledWith(
      '/nieuws?lang=en&sort-b1=title_asc&size-b1=all&parent-b1=p1#list-b1',
    );
    await expectNoAxeViolations(container);
  });

  it('keeps the sort and filter controls open while the visitor’s own choice applies', async () => {
    const { services } = fakeListServices(
      () => ({ page: demoPage(1, 5, 12), isLoading: false, isError: false }),
      { location: { pathname: '/nieuws', search: '?sort-b1=title_asc' } },
    );
    renderList(services);
    const summary = await screen.findByText('Lijst sorteren en filteren', { selector: 'summary' });
    expect(summary.closest('details')).toHaveAttribute('open');
    expect(screen.getByLabelText('Sorteren op')).toHaveValue('title_asc');
  });

  it('tells loading, no data and no records apart', () => {
    const loading = fakeListServices(() => ({ isLoading: true, isError: false }));
    const { unmount } = renderList(loading.services);
    expect(screen.getByText('Laden…')).toBeInTheDocument();
    unmount();
    const failed = fakeListServices(() => ({ isLoading: false, isError: true }));
    const failedView = renderList(failed.services);
    expect(screen.getByText('Geen gegevens beschikbaar')).toBeInTheDocument();
    failedView.unmount();
    const empty = fakeListServices(() => ({
      page: demoPage(1, 5, 0),
      isLoading: false,
      isError: false,
    }));
    renderList(empty.services);
    expect(screen.getByText('Geen gegevens beschikbaar')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows no records found when a parent filter matches nothing', () => {
    const { services } = fakeListServices(
      () => ({ page: demoPage(1, 5, 0), isLoading: false, isError: false }),
      { location: { pathname: '/nieuws', search: '?parent-b1=p1' } },
    );
    renderList(services, { title: 'Nieuws', parents: [{ guid: 'p1', label: 'Haven' }] });
    expect(screen.getByText('Geen records gevonden')).toBeInTheDocument();
  });

  it('loads a lazy list only once it is in view', () => {
    const observers: IntersectionObserverCallback[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    try {
      const { services, requests } = fakeListServices((request) =>
        request.skip
          ? { isLoading: false, isError: false }
          : { page: demoPage(1, 5, 12), isLoading: false, isError: false },
      );
      renderList(services, { title: 'Nieuws' }, true);
      expect(requests.every((request) => request.skip)).toBe(true);
      expect(screen.getByText('Laden…')).toBeInTheDocument();
      act(() =>
        observers[0]?.(
          [{ isIntersecting: true } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        ),
      );
      expect(requests.at(-1)?.skip).toBe(false);
      expect(screen.getByRole('link', { name: 'Bericht 1' })).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('edits its heading through a labelled field', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(
      <EditHarness<ListContent>
        Edit={ListEdit}
        t={(key) => ({ 'blocks.list.title': 'Kop' })[key] ?? key}
        initial={{ title: '' }}
        onChange={onChange}
      />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Kop' }), 'Nieuws');
    expect(onChange).toHaveBeenLastCalledWith({ title: 'Nieuws' });
    await expectNoAxeViolations(container);
  });

  it('validates its content', () => {
    expect(isListContent({ title: 'a' })).toBe(true);
    expect(isListContent({ title: 'a', parents: [{ guid: 'p', label: 'P' }] })).toBe(true);
    expect(isListContent({ title: 'a', parents: [{ guid: 1 }] })).toBe(false);
    expect(isListContent({})).toBe(false);
  });
});
