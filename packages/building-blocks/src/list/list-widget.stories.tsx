import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { useState } from 'react';
import type { ListContent } from './list';
import { demoPage, fakeListServices } from './list-fixtures';
import { ListServicesProvider } from './list-services';
import { ListWidgetEdit, ListWidgetView } from './list-widget';

const t = (key: string) => ({ 'blocks.listWidget.title': 'Kop' })[key] ?? key;
const { services } = fakeListServices(() => ({
  page: demoPage(1, 3, 3),
  isLoading: false,
  isError: false,
}));

const meta = {
  title: 'Blocks/List widget',
  component: ListWidgetView,
  args: { guid: 'w1', options: [], content: { title: 'Uitgelicht' } },
} satisfies Meta<typeof ListWidgetView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const View: Story = {
  render: (args) => (
    <ListServicesProvider services={services}>
      <ListWidgetView {...args} />
    </ListServicesProvider>
  ),
};

export const Edit: Story = {
  render: function EditStory(args) {
    const [content, setContent] = useState<ListContent>(args.content);
    return (
      <ListServicesProvider services={services}>
        <div style={{ display: 'grid', gap: 24 }}>
          <ListWidgetEdit guid={args.guid} content={content} onChange={setContent} t={t} />
          <ListWidgetView {...args} content={content} />
        </div>
      </ListServicesProvider>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const heading = canvas.getByRole('textbox', { name: 'Kop' });
    await userEvent.clear(heading);
    await userEvent.type(heading, 'Agenda');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Agenda' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Bericht 2' })).toBeVisible();
  },
};
