import { pino, type DestinationStream, type Level, type Logger } from 'pino';

export type { Logger };

/**
 * Fields no log line may carry, wherever a caller puts them: credentials in a logged request or body,
 * and the verification codes texts carry. The request log itself never logs bodies, headers or queries.
 */
const REDACTED_PATHS = [
  'password',
  'current_password',
  'token',
  'code',
  'authorization',
  'cookie',
  '*.password',
  '*.current_password',
  '*.token',
  '*.code',
  '*.authorization',
  '*.cookie',
  '*.headers.authorization',
  '*.headers.cookie',
];

/** Structured JSON lines (pino) with an ISO time, to standard output unless a destination is given. */
export function createLogger(options: { level?: Level | 'silent'; destination?: DestinationStream } = {}): Logger {
  return pino(
    {
      level: options.level ?? 'info',
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    },
    options.destination ?? pino.destination({ sync: false }),
  );
}

/**
 * The process's logger. main.ts replaces it with one at the configured level before serving; code
 * deep in the services (a failed text, a failed job) logs through it instead of the console.
 */
export let log: Logger = createLogger({ level: process.env.NODE_ENV === 'test' ? 'silent' : 'info' });

export function setProcessLogger(logger: Logger): void {
  log = logger;
}
