/** The one error body every API failure answers with. */
export interface ApiErrorBody {
  error: {
    /** A stable, literal code clients branch on, e.g. `tenant_not_found`, `invalid_query`. */
    code: string;
    /** A human-readable explanation (English; clients translate by code). */
    message: string;
    /** Optional structured detail, e.g. the failing fields of a validation error. */
    details?: unknown;
  };
}
