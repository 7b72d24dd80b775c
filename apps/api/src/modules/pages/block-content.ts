import { isAllowedLinkHref } from '@plein/validation';
import sanitizeHtml from 'sanitize-html';
import { ValidationError } from 'yup';
import { ApiError } from '../../http/errors';
import { coreContentSchemas, freeContentSchema } from './block-content-schemas';

/**
 * The HTML a `rich-text` block may hold; everything else is dropped on insert. Tables are data
 * tables (a caption, header cells with `scope`), as the editor's schema writes them: a layout
 * grid has no place in rich text.
 */
const richTextOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'ul',
    'ol',
    'li',
    'a',
    'strong',
    'em',
    'blockquote',
    'table',
    'caption',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href'], th: ['scope'] },
  // A header cell keeps `scope` only as `col` or `row` (not even an empty one).
  transformTags: {
    // A link keeps its target only when the editor's rule allows it: a path of this site, an
    // absolute http(s) address or mailto; not `/\evil.example`, which browsers read as a host.
    a: (tagName, attribs): sanitizeHtml.Tag => ({
      tagName,
      attribs: attribs.href && isAllowedLinkHref(attribs.href) ? { href: attribs.href.trim() } : {},
    }),
    th: (tagName, attribs): sanitizeHtml.Tag => ({
      tagName,
      attribs: attribs.scope === 'col' || attribs.scope === 'row' ? { scope: attribs.scope } : {},
    }),
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

/** Largest content of a block type without a schema of its own, serialised as JSON. */
export const maxFreeContentBytes = 64 * 1024;

/**
 * Cleans rich-text HTML: keeps p, h2, h3, ul, ol, li, a[href] (as `isAllowedLinkHref` allows: a
 * path of this site, http, https, mailto), strong, em, blockquote and tables (table, caption,
 * thead, tbody, tr, th[scope=col|row], td); drops scripts, styles, event handlers and
 * `javascript:` links.
 *
 * @example
 * sanitizeRichText('<p onclick="x()">Hoi<script>alert(1)</script></p>'); // '<p>Hoi</p>'
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, richTextOptions);
}

const invalidContent = (buildingBlock: string, problems: string[]) =>
  new ApiError(
    400,
    'invalid_block_content',
    `Invalid content for a ${buildingBlock} block: ${problems.join('; ')}.`,
    { buildingBlock, problems },
  );

function validated(buildingBlock: string, check: () => unknown): Record<string, unknown> {
  try {
    return check() as Record<string, unknown>;
  } catch (error) {
    if (error instanceof ValidationError) {
      throw invalidContent(buildingBlock, error.errors.slice(0, 10));
    }
    throw error;
  }
}

/** What is stored after the schema passed: rich text sanitised, list defaults filled in. */
function normalised(buildingBlock: string, content: Record<string, unknown>): unknown {
  switch (buildingBlock) {
    case 'rich-text':
      return { html: sanitizeRichText(content.html as string) };
    case 'list':
    case 'list-widget':
      return {
        title: content.title ?? '',
        ...(content.parents !== undefined ? { parents: content.parents } : {}),
      };
    default:
      return content;
  }
}

/**
 * Checks a block's content before it is stored and cleans what needs cleaning; unknown keys are
 * dropped. Core types have a fixed shape: `hero` `{ title, text }`, `rich-text` `{ html }`
 * (sanitised), `image`, `header-images`, `buttons`, `video`, `list` and `list-widget` (see
 * `block-content-schemas.ts`); plain-text fields refuse HTML tags and links refuse `javascript:`
 * and `data:`. Any other (tenant-defined) type takes a JSON object of at most 64 KB. Throws 400
 * `invalid_block_content` (details: `{ buildingBlock, problems }`) otherwise.
 *
 * @example
 * prepareBlockContent('rich-text', { html: '<p>a<script>b</script></p>' }); // { html: '<p>a</p>' }
 */
export function prepareBlockContent(buildingBlock: string, content: unknown): unknown {
  // Own keys only: a tenant type named `constructor` is a free block, not Object's member.
  const schema = Object.hasOwn(coreContentSchemas, buildingBlock)
    ? coreContentSchemas[buildingBlock]
    : undefined;
  if (!schema) {
    validated(buildingBlock, () => freeContentSchema.validateSync(content));
    if (Buffer.byteLength(JSON.stringify(content)) > maxFreeContentBytes) {
      throw invalidContent(buildingBlock, [`content may be at most ${maxFreeContentBytes} bytes`]);
    }
    return content;
  }
  const value = validated(buildingBlock, () =>
    schema.validateSync(content, { abortEarly: false, stripUnknown: true }),
  );
  return normalised(buildingBlock, value);
}
