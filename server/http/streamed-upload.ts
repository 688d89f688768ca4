import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../errors';
import { multipartBoundary, readMultipartStream } from './multipart-stream';

/** The one file of a streamed upload, written to a temporary file; the handler renames it to keep it. */
export interface StreamedUpload {
  /** A name the server made in the route's folder (`.<hex>.part`); removed after the handler unless renamed. */
  temporaryPath: string;
  size: number;
  sha256: string;
}

/** Room for the text fields and the part headers beside the file, when judging a body by its Content-Length. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/**
 * Streams a multipart body's file field `field` to a temporary file under `directory`, hashing it on the
 * way, and returns the text fields. More than `maxBytes` of file is a 413 (at once when the declared
 * length already says so); a second file part, or a file in another field, is a 422. On any failure,
 * an aborted upload included, the temporary file is removed before the error goes on.
 */
export async function receiveStreamedUpload(
  request: Request,
  options: { field: string; directory: string; maxBytes: number },
): Promise<{ fields: Record<string, string>; upload: StreamedUpload | undefined }> {
  const boundary = multipartBoundary(request.headers.get('content-type') ?? undefined);
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > options.maxBytes + FORM_OVERHEAD_BYTES) throw new AppError('PAYLOAD_TOO_LARGE');
  if (!request.body) throw new AppError('VALIDATION_FAILED');
  await fs.mkdir(options.directory, { recursive: true });

  let upload: (StreamedUpload & { file: fs.FileHandle }) | undefined;
  const hash = createHash('sha256');
  try {
    const fields = await readMultipartStream(request.body as unknown as AsyncIterable<Uint8Array>, boundary, async (part) => {
      if (part.name !== options.field || upload) throw new AppError('VALIDATION_FAILED');
      const temporaryPath = path.join(options.directory, `.${randomBytes(16).toString('hex')}.part`);
      const current = { temporaryPath, size: 0, sha256: '', file: await fs.open(temporaryPath, 'wx') };
      upload = current;
      return async (chunk) => {
        current.size += chunk.length;
        if (current.size > options.maxBytes) throw new AppError('PAYLOAD_TOO_LARGE');
        hash.update(chunk);
        await current.file.write(chunk);
      };
    });
    if (!upload) return { fields, upload: undefined };
    await upload.file.close();
    // A file field sent without a file: nothing was uploaded.
    if (upload.size === 0) {
      await fs.rm(upload.temporaryPath, { force: true });
      return { fields, upload: undefined };
    }
    return { fields, upload: { temporaryPath: upload.temporaryPath, size: upload.size, sha256: hash.digest('hex') } };
  } catch (error) {
    if (upload) {
      await upload.file.close().catch(() => undefined);
      await fs.rm(upload.temporaryPath, { force: true });
    }
    // An aborted body errors out of the stream; to the caller it is an upload that did not arrive.
    throw error instanceof AppError ? error : new AppError('VALIDATION_FAILED');
  }
}
