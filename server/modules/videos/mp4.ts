import type { FileHandle } from 'node:fs/promises';

/** Where a box's contents lie in the file (after its header), as byte offsets. */
interface BoxSpan {
  start: number;
  end: number;
}

const HEADER_BYTES = 16;

/**
 * The first box of `type` among the boxes that fill [start, end), reading only box headers: an MP4's
 * media data is one huge box, which is skipped by its size rather than read. Null when there is none
 * or a header does not add up (a size past the end, smaller than its own header).
 */
async function findBox(file: FileHandle, start: number, end: number, type: string): Promise<BoxSpan | null> {
  const header = Buffer.alloc(HEADER_BYTES);
  let position = start;
  while (position + 8 <= end) {
    const { bytesRead } = await file.read(header, 0, HEADER_BYTES, position);
    if (bytesRead < 8) return null;
    let boxSize = header.readUInt32BE(0);
    let headerSize = 8;
    if (boxSize === 1) {
      // A 64-bit size follows the type (media data over 4 GB).
      if (bytesRead < 16) return null;
      boxSize = Number(header.readBigUInt64BE(8));
      headerSize = 16;
    } else if (boxSize === 0) {
      boxSize = end - position; // the last box, running to the end
    }
    if (boxSize < headerSize || position + boxSize > end) return null;
    if (header.toString('latin1', 4, 8) === type) return { start: position + headerSize, end: position + boxSize };
    position += boxSize;
  }
  return null;
}

/** An MP4 (ISO base media file) starts with its `ftyp` box: the type sits at byte offset 4. */
export function startsAsMp4(head: Buffer): boolean {
  return head.length >= 8 && head.toString('latin1', 4, 8) === 'ftyp';
}

/**
 * The duration in whole seconds an MP4 declares in its movie header (`moov/mvhd`), or null when the
 * file is not an MP4 one can play: no `ftyp` first, no `moov`, or a header that does not add up.
 * `moov` may come before or after the media data; only box headers and the `mvhd` are read.
 */
export async function mp4DurationSeconds(file: FileHandle, size: number): Promise<number | null> {
  const head = Buffer.alloc(8);
  await file.read(head, 0, 8, 0);
  if (!startsAsMp4(head)) return null;
  const movie = await findBox(file, 0, size, 'moov');
  if (!movie) return null;
  const movieHeader = await findBox(file, movie.start, movie.end, 'mvhd');
  if (!movieHeader) return null;
  const fields = Buffer.alloc(32);
  const { bytesRead } = await file.read(fields, 0, 32, movieHeader.start);
  const available = Math.min(bytesRead, movieHeader.end - movieHeader.start);
  const version = fields[0];
  // Version 1 has 64-bit times and duration, version 0 32-bit ones: version, flags, created, modified, timescale, duration.
  let timescale = 0;
  let duration = 0n;
  if (version === 1 && available >= 32) [timescale, duration] = [fields.readUInt32BE(20), fields.readBigUInt64BE(24)];
  else if (version === 0 && available >= 20) [timescale, duration] = [fields.readUInt32BE(12), BigInt(fields.readUInt32BE(16))];
  if (timescale === 0) return null;
  // All ones means "unknown" (a recording still being written): no length rather than centuries.
  if (duration === (version === 1 ? 0xffffffffffffffffn : 0xffffffffn)) return 0;
  return Math.round(Number(duration) / timescale);
}
