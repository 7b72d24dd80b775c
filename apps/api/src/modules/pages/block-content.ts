import sanitizeHtml from 'sanitize-html';
import { ApiError } from '../../http/errors';

/** The HTML a `rich-text` block may hold; everything else is dropped on insert. */
const richTextOptions: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'blockquote'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

/**
 * Cleans rich-text HTML: keeps p, h2, h3, ul, ol, li, a[href] (http, https, mailto), strong,
 * em and blockquote; drops scripts, styles, event handlers and `javascript:` links.
 *
 * @example
 * sanitizeRichText('<p onclick="x()">Hoi<script>alert(1)</script></p>'); // '<p>Hoi</p>'
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, richTextOptions);
}

const invalidContent = (buildingBlock: string, problem: string) =>
  new ApiError(
    400,
    'invalid_block_content',
    `Invalid content for a ${buildingBlock} block: ${problem}.`,
    {
      buildingBlock,
      problem,
    },
  );

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Checks a block's content before it is stored and cleans what needs cleaning: `hero` is
 * `{ title, text }`, `rich-text` is `{ html }` (sanitised). Other block types are stored as given
 * (their features bring their own checks).
 */
export function prepareBlockContent(buildingBlock: string, content: unknown): unknown {
  switch (buildingBlock) {
    case 'hero': {
      if (
        !isRecord(content) ||
        typeof content.title !== 'string' ||
        typeof content.text !== 'string'
      ) {
        throw invalidContent(buildingBlock, 'expected { title: string, text: string }');
      }
      return { title: content.title, text: content.text };
    }
    case 'rich-text': {
      if (!isRecord(content) || typeof content.html !== 'string') {
        throw invalidContent(buildingBlock, 'expected { html: string }');
      }
      return { html: sanitizeRichText(content.html) };
    }
    default:
      return content ?? {};
  }
}
