import fs from 'node:fs/promises';

/** One ISO box: 32-bit size, four-letter type, contents. */
export function box(type: string, ...contents: Buffer[]): Buffer {
  const body = Buffer.concat(contents);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/** A version 0 movie header (`mvhd`) declaring `seconds` at a timescale of 1000. */
function movieHeader(seconds: number, version: 0 | 1): Buffer {
  const timescale = 1000;
  if (version === 1) {
    const fields = Buffer.alloc(4 + 8 + 8 + 4 + 8 + 80);
    fields[0] = 1;
    fields.writeUInt32BE(timescale, 20);
    fields.writeBigUInt64BE(BigInt(Math.round(seconds * timescale)), 24);
    return box('mvhd', fields);
  }
  const fields = Buffer.alloc(4 + 4 + 4 + 4 + 4 + 80);
  fields.writeUInt32BE(timescale, 12);
  fields.writeUInt32BE(Math.round(seconds * timescale), 16);
  return box('mvhd', fields);
}

/**
 * A tiny MP4 as its boxes lay it out: `ftyp`, then `moov` with its `mvhd` (before or after the media
 * data, as encoders do either), and `mdat` of `mediaBytes` bytes. Enough for the server's checks; no
 * player would show a picture.
 */
export function tinyMp4(options: { seconds?: number; mediaBytes?: number; moovLast?: boolean; version?: 0 | 1; fill?: number } = {}): Buffer {
  const fileType = box('ftyp', Buffer.from('isom', 'latin1'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2mp41', 'latin1'));
  const movie = box('moov', movieHeader(options.seconds ?? 3723, options.version ?? 0));
  const media = box('mdat', Buffer.alloc(options.mediaBytes ?? 1024, options.fill ?? 7));
  return options.moovLast ? Buffer.concat([fileType, media, movie]) : Buffer.concat([fileType, movie, media]);
}

/**
 * An MP4 file of `size` bytes that costs no disk: a one-hour tinyMp4's boxes at the front, its media
 * box made to run to the end of the file (a box size of 0 says so), over a hole.
 */
export async function writeSparseMp4(file: string, size: number): Promise<void> {
  const head = tinyMp4({ seconds: 3600, mediaBytes: 0 });
  head.writeUInt32BE(0, head.length - 8);
  const handle = await fs.open(file, 'w');
  try {
    await handle.write(head);
    await handle.truncate(size);
  } finally {
    await handle.close();
  }
}
