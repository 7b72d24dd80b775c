import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { ListContent } from './list';
import { ListEdit, ListView } from './list';
import { demoPage, fakeListServices } from './list-fixtures';
import { ListServicesProvider } from './list-services';

const t = (key: string) => ({ 'blocks.list.title': 'Kop' })[key] ?? key;

/** A list of 12 items, 5 a page, paged in the story through its own state. */
function PagedList({ content, total }: { content: ListContent; total: number }) {
  const [search, setSearch] = useState('');
  const { services } = fakeListServices(
    (request) => ({
      page: demoPage(request.query.pageNumber ?? 1, request.query.itemCount ?? 5, total),
      isLoading: false,
      isError: false,
    }),
    {
      location: { pathname: '/nieuws', search },
      navigate: (href) => setSearch(href.slice(href.indexOf('?')) || ''),
    },
  );
  return (
    <ListServicesProvider services={services}>
      <ListView guid="b1" options={[]} content={content} />
    </ListServicesProvider>
  );
}

const meta = {
  title: 'Blocks/List',
  component: PagedList,
  args: {
    content: { title: 'Laatste berichten', parents: [{ guid: 'p1', label: 'Haven' }] },
    total: 12,
  },
} satisfies Meta<typeof PagedList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const View: Story = {};

export const Empty: Story = { args: { total: 0 } };

export const Edit: Story = {
  render: function EditStory(args) {
    const [content, setContent] = useState<ListContent>(args.content);
    return (
      <div style={{ display: 'grid', gap: 24 }}>
        <ListEdit guid="b1" content={content} onChange={setContent} t={t} />
        <PagedList content={content} total={args.total} />
      </div>
    );
  },
};
