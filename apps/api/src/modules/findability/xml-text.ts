const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/**
 * Characters XML 1.0 cannot carry at all: controls other than tab and line ends, two
 * non-characters and lone surrogates. Matching control characters is the point here.
 */
const notXml =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Text as XML character data or an attribute value: entity-escaped, and characters XML cannot
 * carry left out (a tenant's titles may hold any text; the document must still parse).
 *
 * @example
 * escapeXml('Kaas & <wijn>'); // 'Kaas &amp; &lt;wijn&gt;'
 */
export function escapeXml(text: string): string {
  return text
    .replace(notXml, '')
    .replace(/[&<>"']/g, (character) => entities[character] ?? character);
}

export const xmlDeclaration = '<?xml version="1.0" encoding="UTF-8"?>';
