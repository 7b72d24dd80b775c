import { lazy, Suspense, useEffect, useState } from 'react';
import type { BlockDefinition, BlockEditProps, BlockViewProps } from '../registry/registry';
import { isRichTextContent, richTextTranslationKeys } from './rich-text-content';
import type { RichTextContent } from './rich-text-content';
import './rich-text.css';

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
export function RichTextView({ guid, content }: BlockViewProps<RichTextContent>) {
  return (
    <div
      className="plein-rich-text"
      dangerouslySetInnerHTML={{ __html: withScrollableTables(content.html, guid) }}
    />
  );
}

/**
 * Puts each data table in a region of its own that scrolls sideways when the table is wider than
 * the text (a phone): its words stay whole, and a keyboard user reaches the region (tabindex) to
 * scroll it. The region is named by the table's caption. The sanitiser keeps tables flat (no
 * table inside a cell) and captions without attributes, so the table's end is its first close.
 */
export function withScrollableTables(html: string, guid: string): string {
  let index = 0;
  return html.replace(/<table\b[^>]*>[\s\S]*?<\/table>/g, (table) => {
    const captionId = `${guid}-table-${++index}`;
    const hasCaption = table.includes('<caption>');
    const named = hasCaption ? ` role="region" aria-labelledby="${captionId}"` : '';
    const labelled = table.replace('<caption>', `<caption id="${captionId}">`);
    return `<div class="plein-rich-text__table"${named} tabindex="0">${labelled}</div>`;
  });
}

// Tiptap is loaded only when an editor opens: not in the visitors' bundle, not on the server.
const RichTextEditor = lazy(() =>
  import('./rich-text-editor').then((module) => ({ default: module.RichTextEditor })),
);

/**
 * The rich-text edit form: a WYSIWYG editor (Tiptap) limited to what the API's sanitiser keeps
 * (paragraphs, h2, h3, lists, quotes, bold, italic, http(s)/mailto links; a data table keeps its
 * shape and caption while its text is edited), with a labelled toolbar of toggle buttons
 * (`aria-pressed`), the usual keyboard shortcuts (Ctrl/Cmd+B, I, K, Z...) and the HTML reported
 * through `onChange`. Texts come from `t` with the keys in
 * {@link richTextTranslationKeys}. The editor loads in the browser on first use (never on the
 * server); a status text shows meanwhile.
 *
 * @example
 * <RichTextEdit guid="b2" content={content} onChange={setContent} t={t} />
 */
export function RichTextEdit(props: BlockEditProps<RichTextContent>) {
  // The editor is a browser-only thing: the server (and the hydrating first render) show the
  // loading text, and the editor is only imported once mounted.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const loading = (
    <p role="status" className="plein-rich-text-editor__loading">
      {props.t(richTextTranslationKeys.loading)}
    </p>
  );
  return (
    <div className="plein-block-edit">
      {mounted ? (
        <Suspense fallback={loading}>
          <RichTextEditor {...props} />
        </Suspense>
      ) : (
        loading
      )}
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
