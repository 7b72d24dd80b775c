import { jsonLdText } from './structured-data';

/**
 * A JSON-LD block. Search engines read it anywhere in the document, so it stays where it is
 * rendered; the CSP of cached pages hashes only scripts that run, not such data blocks.
 */
export function StructuredDataScript({ data }: { data: Record<string, unknown> }) {
  return (
    <script
      type="application/ld+json"
      // Data, not code: escaped by jsonLdText so no text can close the element.
      dangerouslySetInnerHTML={{ __html: jsonLdText(data) }}
    />
  );
}
