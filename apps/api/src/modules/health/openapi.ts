import type { ApiOperation } from '../../openapi/operation';

const tag = 'Operations';

/** The probes of the process and its database (at the root, for every site alike). */
export const healthOperations: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/healthz',
    tag,
    summary: 'Whether the process is up (liveness)',
    access: 'public',
    answer: { status: 200, description: '`{ "status": "ok" }`.', type: 'HealthResponse' },
  },
  {
    method: 'get',
    path: '/readyz',
    tag,
    summary: 'Whether the API can reach its database (readiness)',
    description:
      'Answers 503 with `status: unavailable` (the same body, not an error body) when the ' +
      'database does not answer within 2 s; `degraded` (still 200) when a part it can do without ' +
      '(Redis) failed. `checks` names each part.',
    access: 'public',
    answer: { status: 200, description: 'Ready, perhaps degraded.', type: 'HealthResponse' },
  },
];
