import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { useState } from 'react';
import { dutch } from '../test-utils/translate';
import { RichTextEdit, RichTextView } from './rich-text';
import type { RichTextContent } from './rich-text-content';

const html = `<h2>Openingstijden</h2>
<p>Het gemeentehuis is open van <strong>maandag tot en met vrijdag</strong>, 9.00 tot 17.00 uur.</p>
<ul><li>Balie: op afspraak</li><li>Telefoon: 14 010</li></ul>
<blockquote>Kom gerust langs met uw vragen.</blockquote>
<p>Meer weten? Neem <a href="https://example.org/contact">contact</a> op.</p>`;

const meta = {
  title: 'Blocks/RichText',
  component: RichTextView,
  args: { guid: 'rich-1', options: [], content: { html } },
} satisfies Meta<typeof RichTextView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const View: Story = {};

/** The WYSIWYG editor (Tiptap), limited to what the API's sanitiser keeps; the result below. */
export const Edit: Story = {
  render: function EditStory(args) {
    const [content, setContent] = useState<RichTextContent>(args.content);
    return (
      <div style={{ display: 'grid', gap: 24 }}>
        <RichTextEdit guid={args.guid} content={content} onChange={setContent} t={dutch} />
        <RichTextView {...args} content={content} />
      </div>
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const editor = await canvas.findByRole('textbox', { name: 'Inhoud' });
    await expect(canvas.getByRole('toolbar', { name: 'Opmaak' })).toBeInTheDocument();
    await userEvent.click(canvas.getByText('Kom gerust langs met uw vragen.', { selector: 'p' }));
    await expect(editor).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Kop niveau 2' }));
    // The view below shows the quote's text as a second heading now.
    const view = canvasElement.querySelector('.plein-rich-text:not([contenteditable])');
    await waitFor(() =>
      expect(view?.querySelectorAll('h2')[1]).toHaveTextContent('Kom gerust langs met uw vragen.'),
    );
  },
};
