import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { pageRange, pageRows } from './paging';
import { SelectionCheckbox } from './selection-checkbox';
import { examplePages, ExampleTable } from './table-fixtures';

const titles = () =>
  screen
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent)
    .slice(0, 3);

describe('Table', () => {
  it('sorts by a column from the keyboard and says so with aria-sort', async () => {
    const user = userEvent.setup();
    const { container } = render(<ExampleTable />);
    const title = screen.getByRole('columnheader', { name: /Titel/ });
    expect(title).toHaveAttribute('aria-sort', 'ascending');
    expect(titles()).toEqual(['Pagina 01', 'Pagina 02', 'Pagina 03']);

    within(title).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(title).toHaveAttribute('aria-sort', 'descending');
    expect(titles()).toEqual(['Pagina 23', 'Pagina 22', 'Pagina 21']);

    const state = screen.getByRole('columnheader', { name: /Status/ });
    within(state).getByRole('button').focus();
    await user.keyboard(' ');
    expect(state).toHaveAttribute('aria-sort', 'ascending');
    expect(title).not.toHaveAttribute('aria-sort');
    await expectNoAxeViolations(container);
  });

  it('pages with the Dutch table texts and offers every row at once', async () => {
    const user = userEvent.setup();
    render(<ExampleTable />);
    const pager = screen.getByRole('navigation', { name: 'Pagina’s van de tabel' });
    expect(within(pager).getByText('1-10 van 23')).toBeInTheDocument();
    const previous = within(pager).getByRole('button', { name: 'Vorige' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');

    await user.click(within(pager).getByRole('button', { name: 'Volgende' }));
    await user.click(within(pager).getByRole('button', { name: 'Volgende' }));
    expect(within(pager).getByText('21-23 van 23')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Volgende' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await user.selectOptions(within(pager).getByLabelText('Records per pagina'), 'Alle');
    expect(within(pager).getByText('1-23 van 23')).toBeInTheDocument();
    expect(screen.getAllByRole('rowheader')).toHaveLength(23);
  });

  it('steps back from the last page when rows went away since it was opened', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<ExampleTable />);
    const pager = screen.getByRole('navigation', { name: 'Pagina’s van de tabel' });
    await user.click(within(pager).getByRole('button', { name: 'Volgende' }));
    await user.click(within(pager).getByRole('button', { name: 'Volgende' }));
    rerender(<ExampleTable rows={examplePages.slice(0, 15)} />);
    expect(within(pager).getByText('11-15 van 15')).toBeInTheDocument();
    await user.click(within(pager).getByRole('button', { name: 'Vorige' }));
    expect(within(pager).getByText('1-10 van 15')).toBeInTheDocument();
  });

  it('selects all rows of the page and announces how many are selected', async () => {
    const user = userEvent.setup();
    const { container } = render(<ExampleTable />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();

    await user.click(screen.getByRole('checkbox', { name: 'Selecteer ‘Pagina 02’' }));
    expect(status).toHaveTextContent('1 geselecteerd');
    const all = screen.getByRole('checkbox', { name: 'Alles op deze pagina selecteren' });
    expect(all).toHaveProperty('indeterminate', true);

    await user.click(all);
    expect(status).toHaveTextContent('10 geselecteerd');
    expect(all).toBeChecked();
    await expectNoAxeViolations(container);

    await user.click(all);
    expect(status).toBeEmptyDOMElement();
  });

  it('says whether there is no data, nothing was found, or it is loading', async () => {
    const { container, rerender } = render(<ExampleTable rows={[]} />);
    expect(screen.getByRole('cell', { name: 'Geen gegevens beschikbaar' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
    await expectNoAxeViolations(container);

    rerender(<ExampleTable rows={[]} filtered />);
    expect(screen.getByRole('cell', { name: 'Geen records gevonden' })).toBeInTheDocument();

    rerender(<ExampleTable rows={[]} loading />);
    expect(screen.getByRole('cell', { name: 'Bezig met laden…' })).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  });

  it('labels each cell with its column for the card layout', () => {
    render(<ExampleTable selectable={false} />);
    const row = screen.getAllByRole('row')[1]!;
    expect(within(row).getByRole('cell')).toHaveAttribute('data-label', 'Status');
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});

describe('pageRange and pageRows', () => {
  it('count rows from 1 and keep a page past the end on the last page', () => {
    expect(pageRange(42, 5, 10)).toEqual({ page: 5, from: 41, to: 42, total: 42, pageCount: 5 });
    expect(pageRange(42, 9, 10)).toEqual({ page: 5, from: 41, to: 42, total: 42, pageCount: 5 });
    expect(pageRange(0, 1, 10)).toEqual({ page: 1, from: 0, to: 0, total: 0, pageCount: 1 });
    expect(pageRange(7, 1, 'all')).toEqual({ page: 1, from: 1, to: 7, total: 7, pageCount: 1 });
    expect(pageRows(['a', 'b', 'c'], 2, 2)).toEqual(['c']);
    expect(pageRows([], 1, 2)).toEqual([]);
  });
});

describe('SelectionCheckbox', () => {
  it('is named by its label, shows "some selected" as mixed and reports the new state', async () => {
    const user = userEvent.setup();
    const changes: boolean[] = [];
    const { rerender } = render(
      <SelectionCheckbox
        label="Alles op deze pagina"
        checked={false}
        mixed
        onCheckedChange={(on) => changes.push(on)}
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'Alles op deze pagina' });
    expect(box).toBePartiallyChecked();
    await user.click(box);
    expect(changes).toEqual([true]);
    rerender(
      <SelectionCheckbox
        label="Alles op deze pagina"
        checked
        onCheckedChange={(on) => changes.push(on)}
      />,
    );
    expect(box).toBeChecked();
    expect(box).not.toBePartiallyChecked();
  });
});
