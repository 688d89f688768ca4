import { describe, expect, it } from 'vitest';
import { requestedRange } from '../../server/http/byte-range';
import { multipartBoundary, readMultipartStream } from '../../server/http/multipart-stream';

const boundary = 'XyZ';
const body = Buffer.concat([
  Buffer.from(`preamble\r\n--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nجلسه\r\n`),
  Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.mp4"\r\nContent-Type: video/mp4\r\n\r\n`),
  // File bytes that hold a line break and the start of the boundary, which are content, not the end.
  Buffer.from(`0123\r\n--XY\r\n--${boundary.slice(0, 2)}4567`),
  Buffer.from(`\r\n--${boundary}--\r\nepilogue`),
]);

/** The body cut into pieces of `size` bytes, as a slow connection delivers it. */
async function* inPieces(bytes: Buffer, size: number) {
  for (let at = 0; at < bytes.length; at += size) yield new Uint8Array(bytes.subarray(at, at + size));
}

async function read(pieceSize: number) {
  const files: Record<string, Buffer[]> = {};
  const fields = await readMultipartStream(inPieces(body, pieceSize), boundary, (part) => {
    files[part.filename!] = [];
    return (chunk) => void files[part.filename!]!.push(Buffer.from(chunk));
  });
  return { fields, file: Buffer.concat(files['a.mp4'] ?? []).toString('latin1') };
}

describe('a multipart body read as it arrives', () => {
  it.each([1, 2, 3, 7, 64, 10_000])('gives the same fields and file bytes whatever the size of the pieces (%i bytes)', async (size) => {
    expect(await read(size)).toEqual({ fields: { title: 'جلسه' }, file: `0123\r\n--XY\r\n--${boundary.slice(0, 2)}4567` });
  });

  it('refuses a body that ends before its closing boundary, as an aborted upload does', async () => {
    const cut = body.subarray(0, body.length - 20);
    await expect(readMultipartStream(inPieces(cut, 100), boundary, () => () => undefined)).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('reads the boundary of the content type, quoted or not, and refuses another type', () => {
    expect(multipartBoundary('multipart/form-data; boundary=----abc')).toBe('----abc');
    expect(multipartBoundary('multipart/form-data; boundary="a b"')).toBe('a b');
    expect(() => multipartBoundary('application/json')).toThrow(expect.objectContaining({ code: 'UNSUPPORTED_MEDIA_TYPE' }));
    expect(() => multipartBoundary('multipart/form-data')).toThrow(expect.objectContaining({ code: 'VALIDATION_FAILED' }));
  });
});

describe('the range a Range header asks for', () => {
  it('reads first-last, first- and -suffix within the file', () => {
    expect(requestedRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(requestedRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(requestedRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(requestedRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
    expect(requestedRange('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 });
  });

  it('answers the whole file for no header, another unit or several ranges', () => {
    expect(requestedRange(undefined, 1000)).toBeUndefined();
    expect(requestedRange('items=0-1', 1000)).toBeUndefined();
    expect(requestedRange('bytes=0-1,5-6', 1000)).toBeUndefined();
  });

  it('finds a range past the end, reversed, empty or malformed unsatisfiable', () => {
    for (const header of ['bytes=1000-', 'bytes=5-1', 'bytes=-0', 'bytes=-', 'bytes=a-b', 'bytes=1-2-3'])
      expect(requestedRange(header, 1000), header).toBe('unsatisfiable');
    expect(requestedRange('bytes=0-', 0)).toBe('unsatisfiable');
  });
});
