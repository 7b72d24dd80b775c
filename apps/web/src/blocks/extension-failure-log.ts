import type { Logger } from '../routing/logger';
import type { BlockExtensionFailure } from './block-extensions';

/**
 * A function that logs the failed start-up extensions to the logger it is first given, and does
 * nothing after: the registry is built once per process (or page load), so its failures are
 * logged once, whichever entry (server render or browser start) calls first.
 *
 * @example
 * const logFailures = extensionFailureLog(failures);
 * logFailures(logger);
 */
export function extensionFailureLog(
  failures: readonly BlockExtensionFailure[],
): (logger: Logger) => void {
  let logged = false;
  return (logger) => {
    if (logged) return;
    logged = true;
    for (const { name, error } of failures) {
      logger.error('Start-up extension failed and was skipped', {
        extension: name,
        // The browser's logger sends its data as JSON, where an Error would be `{}`.
        error: String(error),
        stack: error instanceof Error ? error.stack : undefined,
      });
    }
  };
}
