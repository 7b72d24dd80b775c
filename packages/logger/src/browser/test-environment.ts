import { vi } from 'vitest';
import type { BrowserEnvironment } from './browser-logger';
import type { LogEntry, SendLogBatch } from './log-entry';

const chrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

/** A page stand-in for tests: event targets for document and window, a settable visibility. */
export function fakePage(userAgent = chrome) {
  const document = Object.assign(new EventTarget(), { visibilityState: 'visible' });
  const window = new EventTarget();
  const environment: BrowserEnvironment = {
    document,
    window,
    location: { href: 'https://plein.example/nieuws' },
    navigator: { userAgent },
  };
  const batches: { entries: LogEntry[]; reason: string }[] = [];
  const send = vi.fn<SendLogBatch>((entries, info) => {
    batches.push({ entries, reason: info.reason });
  });
  const hide = () => {
    document.visibilityState = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
  };
  return { environment, document, window, batches, send, hide };
}
