import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LinkComponentProvider } from '@plein/ui-kit';
import type { LinkComponent } from '@plein/ui-kit';
import { useMemo, useState } from 'react';
import type { ListContent } from './list';
import { ListEdit, ListView } from './list';
import { demoPage, fakeListServices } from './list-fixtures';
import { ListServicesProvider } from './list-services';

const t = (key: string) => ({ 'blocks.list.title': 'Kop' })[key] ?? key;

/** The query of a link such as `/nieuws?page=2#list-b1` (its fragment names the list). */
const queryOf = (href: string) => new URL(href, 'http://story.test').search;

/** A list of 12 items, 5 a page, paged in the story through its own state. */
function PagedList({ content, total }: { content: ListContent; total: number }) {
  const [search, setSearch] = useState('');
  // The app's router link in miniature: links to the list's own page only change its state.
  const routerLink = useMemo<LinkComponent>(
    () =>
      function StoryRouterLink({ href, onClick, ...rest }) {
        return (
          <a
            {...rest}
            href={href}
            onClick={(event) => {
              onClick?.(event);
              if (event.defaultPrevented || !href.startsWith('/nieuws?')) return;
              event.preventDefault();
              setSearch(queryOf(href));
            }}
          />
        );
      },
    [],
  );
  const { services } = fakeListServices(
    (request) => ({
      page: demoPage(request.query.pageNumber ?? 1, request.query.itemCount ?? 5, total),
      isLoading: false,
      isError: false,
    }),
    {
      location: { pathname: '/nieuws', search },
      navigate: (href) => setSearch(queryOf(href)),
    },
  );
  return (
    <LinkComponentProvider component={routerLink}>
      <ListServicesProvider services={services}>
        <ListView guid="b1" options={[]} content={content} />
      </ListServicesProvider>
    </LinkComponentProvider>
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

/** The pager's links page through the list: 5 items a page. */
export const View: Story = {
  play: async ({ canvas, userEvent }) => {
    const pager = canvas.getByRole('navigation', { name: 'Paginering' });
    await expect(canvas.getByRole('link', { name: 'Bericht 1' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Pagina 2' }));
    await expect(await canvas.findByRole('link', { name: 'Bericht 6' })).toBeVisible();
    await expect(canvas.getByText('6-10 van 12')).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Bericht 1' })).not.toBeInTheDocument();
    await expect(pager).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Geen gegevens beschikbaar')).toBeInTheDocument();
    await expect(canvas.queryByRole('navigation', { name: 'Paginering' })).not.toBeInTheDocument();
  },
};

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
  play: async ({ canvas, userEvent }) => {
    const heading = canvas.getByRole('textbox', { name: 'Kop' });
    await userEvent.clear(heading);
    await userEvent.type(heading, 'Nieuws');
    await expect(await canvas.findByRole('region', { name: 'Nieuws' })).toBeInTheDocument();
  },
};
