import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { vi } from 'vitest';

/** A mail the test SMTP server received. */
export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message with quoted-printable soft breaks and escapes undone. */
  text: string;
}

/** A real SMTP server in this process; `url` is what `SMTP_URL` would be. */
export interface TestSmtpServer {
  url: string;
  mails: ReceivedMail[];
  /** Waits until `count` mails arrived (at most 5 s). */
  waitFor(count: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Starts an SMTP server on a free port of 127.0.0.1 (no TLS, no auth). */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom;
        mails.push({
          from: from ? from.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          text: decodeQuotedPrintable(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitFor: (count) =>
      vi.waitFor(
        () => {
          if (mails.length < count) throw new Error(`expected ${count} mails, got ${mails.length}`);
          return mails;
        },
        { timeout: 5_000, interval: 50 },
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
