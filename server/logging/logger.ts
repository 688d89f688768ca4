import { pino, type DestinationStream, type Level, type Logger } from 'pino';
import { batchedDestination, type BatchedDestination } from './batched-destination';

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

let stampedAt = -1;
let stamp = '';
/** pino's ISO time field, made once per millisecond: a busy server writes several lines in one, and making it was 2 % of an API call. */
function isoTimeOncePerMillisecond(): string {
  const now = Date.now();
  if (now !== stampedAt) {
    stampedAt = now;
    stamp = `,"time":"${new Date(now).toISOString()}"`;
  }
  return stamp;
}

// Standard output's batches, written out when the process ends (its last lines say why it ended).
const standardOutputs: BatchedDestination[] = [];
function standardOutput(): BatchedDestination {
  const destination = batchedDestination();
  if (standardOutputs.push(destination) === 1) process.once('exit', () => standardOutputs.forEach((output) => output.flushSync()));
  return destination;
}

const NOWHERE: DestinationStream = { write: () => undefined };

/** Structured JSON lines (pino) with an ISO time, to standard output (in batches) unless a destination is given. */
export function createLogger(options: { level?: Level | 'silent'; destination?: DestinationStream } = {}): Logger {
  const level = options.level ?? 'info';
  return pino(
    {
      level,
      timestamp: isoTimeOncePerMillisecond,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    },
    options.destination ?? (level === 'silent' ? NOWHERE : standardOutput()),
  );
}

// pino's own parts of a line, which it exports for code that writes lines of its own.
interface PinoInternals {
  [pino.symbols.streamSym]: DestinationStream;
  [pino.symbols.timeSym]: () => string;
  [pino.symbols.chindingsSym]: string;
}

/**
 * Writes a line in the logger's own shape (`{"level":…,"time":…,"pid":…,"hostname":…,<fields>,"msg":…}`)
 * straight to its destination, for a line so frequent that serialising an object and running the
 * redaction over it costs the server a share of its throughput. `fieldsJson` is the inside of a JSON
 * object (`"a":1,"b":"x"`), built by a caller that knows none of its fields needs redacting; the
 * caller checks the level.
 */
export function writePreparedLine(logger: Logger, level: Level, fieldsJson: string, msg: string): void {
  const internals = logger as unknown as PinoInternals;
  const { symbols } = pino;
  internals[symbols.streamSym].write(
    `{"level":${logger.levels.values[level]}${internals[symbols.timeSym]()}${internals[symbols.chindingsSym]},${fieldsJson},"msg":${JSON.stringify(msg)}}\n`,
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
