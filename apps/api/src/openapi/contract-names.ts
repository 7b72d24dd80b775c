/**
 * The name under `components.schemas` of a contract type expression: OpenAPI allows only
 * letters, digits, `.`, `-` and `_` there.
 *
 * @example
 * contractSchemaName('Paged<ActivityEntry>'); // 'PagedOfActivityEntry'
 * contractSchemaName('PageSummary[]'); // 'PageSummaryList'
 */
export function contractSchemaName(expression: string): string {
  return expression
    .replace(/\s+/g, '')
    .replace(/\[\]/g, 'List')
    .replace(/</g, 'Of')
    .replace(/,/g, 'And')
    .replace(/[^A-Za-z0-9._-]/g, '');
}
