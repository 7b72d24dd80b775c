import { createServer, connect } from 'node:net';
import type { Socket } from 'node:net';

/** How a {@link FaultProxy} treats connections: through, refused, or held without an answer. */
export type FaultMode = 'pass' | 'refuse' | 'freeze';

/** A TCP proxy on loopback in front of a server, to take it away or freeze it under a test. */
export interface FaultProxy {
  port: number;
  /** Changes the mode; refusing or freezing also cuts or stalls the connections already open. */
  set(mode: FaultMode): void;
  close(): Promise<void>;
}

/**
 * Starts a proxy to `target` on a free loopback port. `refuse` closes every connection and each
 * new one at once (a server that is down); `freeze` accepts connections and forwards nothing
 * (a server or network that hangs); `pass` forwards again (frozen connections are cut, as a
 * network that comes back after a long hang leaves them).
 */
export async function startFaultProxy(target: { host: string; port: number }): Promise<FaultProxy> {
  let mode: FaultMode = 'pass';
  const pairs = new Set<[Socket, Socket]>();
  const server = createServer((client) => {
    if (mode === 'refuse') {
      client.destroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    if (mode === 'pass') client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    set(next) {
      const previous = mode;
      mode = next;
      for (const pair of [...pairs]) {
        const [client, upstream] = pair;
        if (next === 'freeze') {
          client.unpipe(upstream);
          upstream.unpipe(client);
          client.pause();
          upstream.pause();
        } else if (next === 'refuse' || previous === 'freeze') {
          client.destroy();
          upstream.destroy();
        }
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const [client, upstream] of pairs) {
          client.destroy();
          upstream.destroy();
        }
        server.close(() => resolve());
      }),
  };
}
