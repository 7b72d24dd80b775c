import { TextField } from '@plein/ui-kit';
import type { BlockDefinition, BlockEditProps, BlockViewProps } from '../registry/registry';
import './rich-text.css';

/**
 * Content of a `rich-text` block. `html` is stored by the API only after its HTML sanitiser has
 * cleaned it (allowed tags and attributes, no scripts or event handlers).
 */
export interface RichTextContent {
  html: string;
}

/** Translation keys the rich-text Edit form uses. */
export const richTextTranslationKeys = {
  label: 'blocks.richText.label',
  html: 'blocks.richText.html',
} as const;

/**
 * Whether content is a valid rich-text document.
 *
 * @example
 * isRichTextContent({ html: '<p>Hallo</p>' }); // true
 */
export function isRichTextContent(content: unknown): content is RichTextContent {
  return (
    typeof content === 'object' &&
    content !== null &&
    typeof (content as Record<string, unknown>).html === 'string'
  );
}

/**
 * Renders rich text inside a `plein-rich-text` container with `dangerouslySetInnerHTML`.
 *
 * **Security:** `content.html` is inserted as-is. It must come from the API, which sanitises the
 * HTML before it stores it; never pass HTML from another source (a URL, a form, a third party)
 * without running it through the same sanitiser.
 *
 * @example
 * <RichTextView guid="b2" options={[]} content={{ html: page.blocks[0].content.html }} />
 */
export function RichTextView({ content }: BlockViewProps<RichTextContent>) {
  return <div className="plein-rich-text" dangerouslySetInnerHTML={{ __html: content.html }} />;
}

/**
 * A simple edit form for rich text: one labelled textarea with the HTML (the full editor follows
 * in a later release). The API sanitises what is saved.
 *
 * @example
 * <RichTextEdit guid="b2" content={content} onChange={setContent} t={t} />
 */
export function RichTextEdit({ guid, content, onChange, t }: BlockEditProps<RichTextContent>) {
  return (
    <div className="plein-block-edit">
      <TextField
        id={`${guid}-rich-text-html`}
        multiline
        label={t(richTextTranslationKeys.html)}
        value={content.html}
        onValueChange={(html) => onChange({ ...content, html })}
      />
    </div>
  );
}

/** The core `rich-text` block type. */
export const richTextBlock: BlockDefinition<RichTextContent> = {
  type: 'rich-text',
  View: RichTextView,
  Edit: RichTextEdit,
  label: richTextTranslationKeys.label,
  defaultContent: { html: '' },
  validate: isRichTextContent,
};
