/** Answer of `GET /healthz` and `GET /readyz`. */
export interface HealthResponse {
  status: 'ok' | 'unavailable';
  checks?: Record<string, 'ok' | 'failed'>;
}
