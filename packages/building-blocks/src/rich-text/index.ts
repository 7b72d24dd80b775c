export {
  isRichTextContent,
  RichTextEdit,
  RichTextView,
  richTextBlock,
  richTextTranslationKeys,
} from './rich-text';
export type { RichTextContent } from './rich-text';
