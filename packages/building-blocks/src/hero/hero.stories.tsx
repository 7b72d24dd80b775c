import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { colorSchemeToCssVars } from '@plein/ui-kit';
import { useState } from 'react';
import type { HeroContent } from './hero';
import { HeroEdit, HeroView } from './hero';

const t = (key: string) =>
  ({ 'blocks.hero.title': 'Titel', 'blocks.hero.text': 'Tekst' })[key] ?? key;

const meta = {
  title: 'Blocks/Hero',
  component: HeroView,
  args: {
    guid: 'hero-1',
    options: [],
    content: {
      title: 'Welkom in Plein',
      text: 'Alles over wonen, werken en leven in onze gemeente.',
    },
  },
} satisfies Meta<typeof HeroView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const View: Story = {};

/** Themed with a tenant's primary colours through colorSchemeToCssVars. */
export const TenantColours: Story = {
  render: (args) => (
    <div style={colorSchemeToCssVars({ primary: '#7c2d12', onPrimary: '#ffffff' })}>
      <HeroView {...args} />
    </div>
  ),
};

export const Edit: Story = {
  render: function EditStory(args) {
    const [content, setContent] = useState<HeroContent>(args.content);
    return (
      <div style={{ display: 'grid', gap: 24 }}>
        <HeroEdit guid={args.guid} content={content} onChange={setContent} t={t} />
        <HeroView {...args} content={content} />
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const title = canvas.getByRole('textbox', { name: 'Titel' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Markt vandaag');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Markt vandaag' })).toBeVisible();
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Tekst' }));
    await expect(canvas.queryByText(/Alles over wonen/)).not.toBeInTheDocument();
  },
};
