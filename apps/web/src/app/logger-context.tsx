import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { Logger } from '../routing/logger';

const silent: Logger = { error: () => undefined, warn: () => undefined, info: () => undefined };

const LoggerContext = createContext<Logger>(silent);

/** Gives screens the app's logger (the browser's batching logger; pino on the server). */
export function LoggerProvider({ logger, children }: { logger: Logger; children: ReactNode }) {
  return <LoggerContext.Provider value={logger}>{children}</LoggerContext.Provider>;
}

/** The app's logger; a silent one outside a {@link LoggerProvider} (tests, stories). */
export function useLogger(): Logger {
  return useContext(LoggerContext);
}
