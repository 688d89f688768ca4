import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { constants, crc32, createDeflateRaw } from 'node:zlib';

export interface ZipEntry {
  name: string;
  /** The entry's bytes, read once as they come: a file held whole or a stream of chunks. */
  data: string | Uint8Array | AsyncIterable<Uint8Array>;
}

const LOCAL_HEADER = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL = 0x06054b50;
// Bit 3: sizes and CRC come after the data (a data descriptor), since a streamed entry learns them
// only at its end. Bit 11: names are UTF-8.
const FLAGS = 0x0808;
const DEFLATE = 8;
const VERSION = 20;
const ZIP32_LIMIT = 0xffffffff;

interface Written {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

function dosDateTime(date: Date): { time: number; day: number } {
  const time = (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2);
  const day = ((date.getFullYear() - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate();
  return { time, day };
}

async function* chunksOf(data: ZipEntry['data']): AsyncGenerator<Uint8Array> {
  if (typeof data === 'string') yield Buffer.from(data, 'utf8');
  else if (data instanceof Uint8Array) yield data;
  else yield* data;
}

/**
 * A zip archive written as a stream (deflate, data descriptors, a plain 32-bit central directory):
 * each entry is compressed while its bytes arrive, so only zlib's window and one chunk are in memory.
 * Refuses an entry or archive beyond 4 GB rather than write a zip that needs Zip64.
 */
export async function* zipChunks(entries: Iterable<ZipEntry>, options: { level?: number; now?: Date } = {}): AsyncGenerator<Uint8Array> {
  const { time, day } = dosDateTime(options.now ?? new Date());
  const written: Written[] = [];
  let offset = 0;

  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const header = Buffer.alloc(30);
    header.writeUInt32LE(LOCAL_HEADER, 0);
    header.writeUInt16LE(VERSION, 4);
    header.writeUInt16LE(FLAGS, 6);
    header.writeUInt16LE(DEFLATE, 8);
    header.writeUInt16LE(time, 10);
    header.writeUInt16LE(day, 12);
    // CRC and sizes (14–25) stay zero: the data descriptor carries them.
    header.writeUInt16LE(name.length, 26);
    const record: Written = { name, crc: 0, compressed: 0, size: 0, offset };
    yield header;
    yield name;
    offset += header.length + name.length;

    const deflate = createDeflateRaw({ level: options.level ?? constants.Z_DEFAULT_COMPRESSION });
    async function* counted(): AsyncGenerator<Uint8Array> {
      for await (const chunk of chunksOf(entry.data)) {
        record.crc = crc32(chunk, record.crc);
        record.size += chunk.length;
        yield chunk;
      }
    }
    const pumping = pipeline(Readable.from(counted(), { objectMode: false }), deflate);
    // When the reader stops early (the client went away), the loop below ends and destroys the
    // deflate stream; the pipeline's rejection then is expected and must not go unhandled.
    pumping.catch(() => undefined);
    for await (const out of deflate as AsyncIterable<Buffer>) {
      record.compressed += out.length;
      yield out;
    }
    await pumping;
    if (record.size > ZIP32_LIMIT || record.compressed > ZIP32_LIMIT) throw new Error(`zip entry ${entry.name} is beyond 4 GB`);

    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(DATA_DESCRIPTOR, 0);
    descriptor.writeUInt32LE(record.crc, 4);
    descriptor.writeUInt32LE(record.compressed, 8);
    descriptor.writeUInt32LE(record.size, 12);
    yield descriptor;
    offset += record.compressed + descriptor.length;
    written.push(record);
  }

  const directoryStart = offset;
  for (const record of written) {
    const central = Buffer.alloc(46);
    central.writeUInt32LE(CENTRAL_HEADER, 0);
    central.writeUInt16LE(VERSION, 4);
    central.writeUInt16LE(VERSION, 6);
    central.writeUInt16LE(FLAGS, 8);
    central.writeUInt16LE(DEFLATE, 10);
    central.writeUInt16LE(time, 12);
    central.writeUInt16LE(day, 14);
    central.writeUInt32LE(record.crc, 16);
    central.writeUInt32LE(record.compressed, 20);
    central.writeUInt32LE(record.size, 24);
    central.writeUInt16LE(record.name.length, 28);
    // Extra, comment, disk, attributes (30–41) stay zero.
    central.writeUInt32LE(record.offset, 42);
    yield central;
    yield record.name;
    offset += central.length + record.name.length;
  }
  if (offset > ZIP32_LIMIT) throw new Error('zip archive is beyond 4 GB');

  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_CENTRAL, 0);
  end.writeUInt16LE(written.length, 8);
  end.writeUInt16LE(written.length, 10);
  end.writeUInt32LE(offset - directoryStart, 12);
  end.writeUInt32LE(directoryStart, 16);
  yield end;
}
