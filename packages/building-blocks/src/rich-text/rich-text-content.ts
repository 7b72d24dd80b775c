/**
 * Content of a `rich-text` block. `html` is stored by the API only after its HTML sanitiser has
 * cleaned it (allowed tags and attributes, no scripts or event handlers).
 */
export interface RichTextContent {
  html: string;
}

/** Translation keys the rich-text Edit form (editor and toolbar) uses. */
export const richTextTranslationKeys = {
  label: 'blocks.richText.label',
  /** The editor's label. */
  html: 'blocks.richText.html',
  loading: 'blocks.richText.loading',
  toolbar: 'blocks.richText.toolbar',
  heading2: 'blocks.richText.heading2',
  heading3: 'blocks.richText.heading3',
  bold: 'blocks.richText.bold',
  italic: 'blocks.richText.italic',
  bulletList: 'blocks.richText.bulletList',
  orderedList: 'blocks.richText.orderedList',
  blockquote: 'blocks.richText.blockquote',
  link: 'blocks.richText.link',
  linkUrl: 'blocks.richText.linkUrl',
  linkHint: 'blocks.richText.linkHint',
  linkInvalid: 'blocks.richText.linkInvalid',
  linkApply: 'blocks.richText.linkApply',
  linkRemove: 'blocks.richText.linkRemove',
  linkCancel: 'blocks.richText.linkCancel',
  undo: 'blocks.richText.undo',
  redo: 'blocks.richText.redo',
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

// One rule for the link dialog and the API's sanitiser (both import @plein/validation).
export { isAllowedLinkHref } from '@plein/validation';
