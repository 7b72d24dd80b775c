import type { Meta, StoryObj } from '@storybook/react-vite';
import { ExampleTable } from './table-fixtures';

const meta = {
  title: 'Data/Table',
  component: ExampleTable,
  args: { loading: false, filtered: false, selectable: true },
} satisfies Meta<typeof ExampleTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SortPageSelect: Story = {};
export const WithoutSelection: Story = { args: { selectable: false } };
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
