import { AppError } from '../errors';

/** A part of a multipart body as its headers name it. */
export interface PartHeaders {
  name: string;
  /** Present on a file part (possibly empty when the browser sent no file). */
  filename?: string;
}

/** Where a file part's bytes go, in order, as they arrive; awaited, so a slow disk slows the reading. */
export type PartSink = (chunk: Buffer) => Promise<void> | void;

/** A text field longer than this is refused: fields are titles and ids, and they are held in memory. */
const MAX_FIELD_BYTES = 64 * 1024;
const MAX_HEADER_BYTES = 16 * 1024;
const HEADERS_END = Buffer.from('\r\n\r\n');

/** The boundary of a `multipart/form-data` content type; 415 for another type, 422 for a form without one. */
export function multipartBoundary(contentType: string | undefined): string {
  const type = contentType ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const boundary = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(type);
  if (!boundary) throw new AppError('VALIDATION_FAILED');
  return (boundary[1] ?? boundary[2])!;
}

function partHeadersOf(text: string): PartHeaders {
  const disposition = text.split('\r\n').find((line) => /^content-disposition:/i.test(line)) ?? '';
  const name = /;\s*name="([^"]*)"/i.exec(disposition)?.[1];
  if (name === undefined) throw new AppError('VALIDATION_FAILED');
  const filename = /;\s*filename="([^"]*)"/i.exec(disposition)?.[1];
  return { name, ...(filename !== undefined && { filename }) };
}

/**
 * Reads a multipart/form-data body as it arrives, never holding more of it than one chunk: text fields
 * are collected and returned, and each file part goes to the sink `fileSink` gives for it, chunk by
 * chunk, so a file of any size passes through in constant memory. A body that does not parse (or ends
 * before its closing boundary, as an aborted upload does) is a 422.
 */
export async function readMultipartStream(
  body: AsyncIterable<Uint8Array>,
  boundary: string,
  fileSink: (part: PartHeaders) => Promise<PartSink> | PartSink,
): Promise<Record<string, string>> {
  // Every boundary but the first follows a line break; one in front makes the first read like the rest.
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const fields: Record<string, string> = {};
  let buffer: Buffer = Buffer.from('\r\n');
  // Moved on inside `advance`, which the compiler's narrowing does not follow.
  let state = 'preamble' as 'preamble' | 'after-delimiter' | 'headers' | 'body' | 'done';
  let sink: PartSink = () => undefined;
  let field: { name: string; chunks: Buffer[]; bytes: number } | undefined;

  const fieldSink = (name: string): PartSink => {
    field = { name, chunks: [], bytes: 0 };
    const current = field;
    return (chunk) => {
      current.bytes += chunk.length;
      if (current.bytes > MAX_FIELD_BYTES) throw new AppError('PAYLOAD_TOO_LARGE');
      current.chunks.push(Buffer.from(chunk));
    };
  };

  const endPart = () => {
    if (field) fields[field.name] = Buffer.concat(field.chunks).toString('utf8');
    field = undefined;
  };

  /** Moves through as much of the buffer as can be read now; what might be the start of a boundary waits for more. */
  const advance = async () => {
    for (;;) {
      if (state === 'preamble' || state === 'body') {
        const at = buffer.indexOf(delimiter);
        if (at < 0) {
          const kept = delimiter.length - 1;
          if (buffer.length > kept) {
            if (state === 'body') await sink(buffer.subarray(0, buffer.length - kept));
            buffer = buffer.subarray(buffer.length - kept);
          }
          return;
        }
        if (state === 'body') {
          await sink(buffer.subarray(0, at));
          endPart();
        }
        buffer = buffer.subarray(at + delimiter.length);
        state = 'after-delimiter';
      } else if (state === 'after-delimiter') {
        if (buffer.length < 2) return;
        const next = buffer.toString('latin1', 0, 2);
        if (next === '--') {
          state = 'done';
          return;
        }
        if (next !== '\r\n') throw new AppError('VALIDATION_FAILED');
        buffer = buffer.subarray(2);
        state = 'headers';
      } else if (state === 'headers') {
        const end = buffer.indexOf(HEADERS_END);
        if (end < 0) {
          if (buffer.length > MAX_HEADER_BYTES) throw new AppError('VALIDATION_FAILED');
          return;
        }
        const part = partHeadersOf(buffer.toString('utf8', 0, end));
        buffer = buffer.subarray(end + HEADERS_END.length);
        sink = part.filename === undefined ? fieldSink(part.name) : await fileSink(part);
        state = 'body';
      } else {
        return;
      }
    }
  };

  for await (const chunk of body) {
    if (state === 'done') continue; // the epilogue, which means nothing
    buffer = buffer.length ? Buffer.concat([buffer, chunk]) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    await advance();
  }
  if (state !== 'done') throw new AppError('VALIDATION_FAILED');
  return fields;
}
