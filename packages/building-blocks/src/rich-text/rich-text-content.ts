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

/**
 * Whether a link target survives the API's sanitiser: an absolute http or https URL, or mailto.
 *
 * @example
 * isAllowedLinkHref('https://example.org'); // true
 * isAllowedLinkHref('javascript:alert(1)'); // false
 */
export function isAllowedLinkHref(href: string): boolean {
  const value = href.trim();
  if (/^mailto:[^\s@]+@[^\s@]+$/i.test(value)) return true;
  if (!/^https?:\/\//i.test(value) || /\s/.test(value)) return false;
  try {
    return Boolean(new URL(value).hostname);
  } catch {
    return false;
  }
}
