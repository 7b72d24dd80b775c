import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createServerLogger, redactedPaths } from './node';

function memoryStream() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { stream, lines };
}

describe('createServerLogger', () => {
  it('censors authorization, cookie and XSRF headers of a logged request', () => {
    const { stream, lines } = memoryStream();
    const logger = createServerLogger({ name: 'plein-api', destination: stream });
    logger.info(
      {
        req: {
          method: 'GET',
          url: '/api/pages/1',
          headers: {
            authorization: 'Bearer secret',
            cookie: 'sid=abc',
            'x-xsrf-token': 'tok',
            host: 'plein.example',
          },
        },
        res: { statusCode: 200, headers: { 'set-cookie': 'sid=abc' } },
      },
      'request done',
    );
    expect(lines).toHaveLength(1);
    const line = JSON.stringify(lines[0]);
    for (const secret of ['Bearer secret', 'sid=abc', 'tok"']) expect(line).not.toContain(secret);
    expect(lines[0]).toMatchObject({
      name: 'plein-api',
      msg: 'request done',
      req: {
        headers: {
          authorization: '[redacted]',
          cookie: '[redacted]',
          'x-xsrf-token': '[redacted]',
          host: 'plein.example',
        },
      },
      res: { headers: { 'set-cookie': '[redacted]' } },
    });
    expect(redactedPaths).toContain('req.headers.authorization');
  });
});
