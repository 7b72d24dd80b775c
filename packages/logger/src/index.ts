// @plein/logger browser entry: no pino, no Node built-ins. The server logger is `@plein/logger/node`.

export { createBrowserLogger } from './browser/browser-logger';
export type {
  BrowserEnvironment,
  BrowserLogger,
  BrowserLoggerOptions,
} from './browser/browser-logger';
export { logLevels } from './browser/log-entry';
export type { FlushReason, LogEntry, LogLevel, SendLogBatch } from './browser/log-entry';
export { createBeaconSender } from './browser/send-batch';
export type { BeaconNavigator } from './browser/send-batch';
export { recordPageLoad, recordWebVital } from './browser/timings';
export type { NavigationTimingSource, WebVitalMetric } from './browser/timings';
