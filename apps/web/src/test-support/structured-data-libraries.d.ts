// The two libraries ship JavaScript only: the little of them the tests use.

declare module '@marbec/web-auto-extractor' {
  /** Structured data found in a page, by format and type. */
  export type ExtractedData = Record<string, unknown>;
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: string[] });
    parse(html: string): ExtractedData;
  }
}

declare module '@adobe/structured-data-validator' {
  import type { ExtractedData } from '@marbec/web-auto-extractor';
  /** One problem Google's rich result rules find. */
  export interface ValidationIssue {
    rootType: string;
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    fieldNames: string[];
  }
  export default class Validator {
    /** Without the schema.org vocabulary: Google's rules of each type only. */
    constructor(schemaOrgJson?: unknown);
    validate(data: ExtractedData): Promise<ValidationIssue[]>;
  }
}
