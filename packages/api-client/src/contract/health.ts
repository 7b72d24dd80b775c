/** Answer of `GET /healthz` and `GET /readyz`. */
export interface HealthResponse {
  /** `degraded`: it serves, without a part it can do without (Redis). */
  status: 'ok' | 'degraded' | 'unavailable';
  checks?: Record<string, 'ok' | 'failed'>;
}
