import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ExampleTable } from './table-fixtures';

const meta = {
  title: 'Data/Table',
  component: ExampleTable,
  args: { loading: false, filtered: false, selectable: true },
} satisfies Meta<typeof ExampleTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sorting by a column header, selecting rows, paging and the page size. */
export const SortPageSelect: Story = {
  play: async ({ canvas, userEvent }) => {
    const titleHeader = canvas.getByRole('columnheader', { name: /Titel/ });
    const firstRowName = () => canvas.getAllByRole('rowheader')[0];
    await expect(titleHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstRowName()).toHaveTextContent('Pagina 01');

    await userEvent.click(canvas.getByRole('button', { name: /Titel/ }));
    await expect(titleHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(firstRowName()).toHaveTextContent('Pagina 23');

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Selecteer ‘Pagina 23’' }));
    await expect(canvas.getByText('1 geselecteerd')).toBeInTheDocument();
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'Alles op deze pagina selecteren' }),
    );
    await expect(canvas.getByText('10 geselecteerd')).toBeInTheDocument();

    const previous = canvas.getByRole('button', { name: 'Vorige' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Volgende' }));
    await expect(canvas.getByText('11-20 van 23')).toBeInTheDocument();
    await expect(firstRowName()).toHaveTextContent('Pagina 13');
    await expect(previous).not.toHaveAttribute('aria-disabled');

    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Records per pagina' }),
      'all',
    );
    await expect(canvas.getByText('1-23 van 23')).toBeInTheDocument();
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(23);
  },
};
export const WithoutSelection: Story = {
  args: { selectable: false },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
    await expect(canvas.getByRole('columnheader', { name: /Status/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  },
};
export const Empty: Story = { args: { rows: [] } };
export const NothingFound: Story = { args: { rows: [], filtered: true } };
export const Loading: Story = { args: { rows: [], loading: true } };
/** At 375 px each row is a card with labelled cells. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 343 }}>
        <Story />
      </div>
    ),
  ],
};
