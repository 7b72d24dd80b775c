export { RichTextEdit, RichTextView, richTextBlock } from './rich-text';
export { isAllowedLinkHref, isRichTextContent, richTextTranslationKeys } from './rich-text-content';
export type { RichTextContent } from './rich-text-content';
