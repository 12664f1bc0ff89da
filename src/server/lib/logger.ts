// The server's log, written by pino: JSON lines in production, readable lines in development; in tests
// the test app reads the same lines instead of printing them, to fail a test on an error nobody expected.
// Features receive a `Log`: called as a function it logs a line at info level; `warn` and `error` mark
// the lines an operator has to look at.
import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { LoggingSettings } from '../config';

export interface Log {
  (line: string): void;
  warn(line: string): void;
  /** `error`, when given, is logged with its stack (pino's `err`). */
  error(line: string, error?: unknown): void;
}

/** A pino logger as the settings ask, or one that writes to `destination` (the test app's). */
export function createLogger(settings: LoggingSettings, destination?: DestinationStream): Logger {
  const options = { level: settings.level };
  if (destination) return pino(options, destination);
  if (settings.format === 'pretty') {
    // Written in this thread, synchronously: the line before a process.exit is not lost.
    return pino(options, pretty({ sync: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' }));
  }
  return pino(options);
}

export function logTo(logger: Logger): Log {
  return Object.assign((line: string) => logger.info(line), {
    warn: (line: string) => logger.warn(line),
    error: (line: string, error?: unknown) => (error === undefined ? logger.error(line) : logger.error({ err: error }, line)),
  });
}

/** A plain line writer (tests that only want quiet) used where a Log is expected: every level to it. */
export function asLog(write: Log | ((line: string) => void)): Log {
  if ('error' in write) return write;
  return Object.assign((line: string) => write(line), {
    warn: (line: string) => write(line),
    error: (line: string, error?: unknown) =>
      write(error === undefined ? line : `${line}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`),
  });
}
