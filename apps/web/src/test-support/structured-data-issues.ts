import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';

/**
 * The problems Google's rich result rules find in a document's structured data (Adobe's
 * validator over the JSON-LD the extractor finds), as `type: message` lines. It runs offline:
 * without the schema.org vocabulary, which it would have to download.
 *
 * @example
 * expect(await structuredDataIssues(html)).toEqual([]);
 */
export async function structuredDataIssues(html: string): Promise<string[]> {
  const extracted = new WebAutoExtractor({ addLocation: true, embedSource: [] }).parse(html);
  const issues = await new Validator().validate(extracted);
  return issues.map((issue) => `${issue.rootType}: ${issue.severity} ${issue.issueMessage}`);
}
