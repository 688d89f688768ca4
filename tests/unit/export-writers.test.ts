import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { jalaliDateTime, type ExportColumn } from '../../server/modules/payments/export/columns';
import { csvChunks, csvText } from '../../server/modules/payments/export/csv';
import { excelSerial, xlsxChunks } from '../../server/modules/payments/export/xlsx';
import { zipChunks } from '../../server/modules/payments/export/zip';
import { unzip } from '../support/unzip';

interface Row {
  id: number;
  name: string;
  at: number;
}

const columns: ExportColumn<Row>[] = [
  { header: 'id', kind: 'integer', value: (r) => r.id },
  { header: 'name', kind: 'text', value: (r) => r.name },
  { header: 'jalali', kind: 'jalali', value: (r) => r.at },
  { header: 'iso', kind: 'date', value: (r) => r.at },
];

/** The rows in batches of 1,000, as the export service reads them. */
async function* rowsOf<T>(rows: T[]): AsyncGenerator<T[]> {
  for (let i = 0; i < rows.length; i += 1_000) yield rows.slice(i, i + 1_000);
}

async function collect(chunks: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of chunks) parts.push(Buffer.from(chunk));
  return Buffer.concat(parts);
}

// 2026-11-22 12:05 UTC = 1405/09/01 15:35 in Tehran (+03:30).
const AT = Date.UTC(2026, 10, 22, 12, 5);

describe('CSV writer', () => {
  it('starts with the BOM and the header, and ends rows with CRLF', async () => {
    const text = (await collect(csvChunks(columns, rowsOf([{ id: 7, name: 'علی', at: AT }])))).toString('utf8');
    expect(text.startsWith('\uFEFFid,name,jalali,iso\r\n')).toBe(true);
    expect(text).toBe('\uFEFFid,name,jalali,iso\r\n7,علی,1405/09/01 15:35,2026-11-22T12:05:00.000Z\r\n');
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(csvText('=cmd|/C calc')).toBe("'=cmd|/C calc");
    expect(csvText('+1')).toBe("'+1");
    expect(csvText('-1')).toBe("'-1");
    expect(csvText('@x')).toBe("'@x");
    expect(csvText('\tx')).toBe("'\tx");
    expect(csvText('\rx')).toBe('"\'\rx"');
    expect(csvText('a=b')).toBe('a=b');
  });

  it('quotes quotes, commas and line breaks', () => {
    expect(csvText('a,b')).toBe('"a,b"');
    expect(csvText('say "hi"')).toBe('"say ""hi"""');
    expect(csvText('two\nlines')).toBe('"two\nlines"');
    expect(csvText('=a,b')).toBe('"\'=a,b"');
  });

  it('writes an empty cell for a missing value', async () => {
    const text = (await collect(csvChunks(columns, rowsOf([{ id: 1, name: 'x', at: AT }].map((r) => ({ ...r, at: null as unknown as number })))))).toString();
    expect(text.split('\r\n')[1]).toBe('1,x,,');
  });

  it('hands out many rows in bounded chunks', async () => {
    const many = Array.from({ length: 20_000 }, (_, i) => ({ id: i, name: 'نام کاربر', at: AT + i * 60_000 }));
    let largest = 0;
    let lines = 0;
    for await (const chunk of csvChunks(columns, rowsOf(many))) {
      largest = Math.max(largest, chunk.length);
      lines += Buffer.from(chunk).toString().split('\r\n').length - 1;
    }
    expect(lines).toBe(20_001);
    expect(largest).toBeLessThan(200 * 1024);
  });
});

describe('Jalali dates', () => {
  it('reads the Tehran wall clock, across midnight and the year boundary', () => {
    expect(jalaliDateTime(AT)).toBe('1405/09/01 15:35');
    expect(jalaliDateTime(Date.UTC(2026, 10, 22, 20, 29))).toBe('1405/09/01 23:59');
    expect(jalaliDateTime(Date.UTC(2026, 10, 22, 20, 30))).toBe('1405/09/02 00:00');
    expect(jalaliDateTime(Date.UTC(2026, 2, 20, 20, 30))).toBe('1405/01/01 00:00');
  });

  it('gives Excel the Tehran time as a serial day', () => {
    // 1405/09/01 15:35 Tehran = 2026-11-22 15:35 = serial 46348 + 15:35/24h.
    expect(excelSerial(AT)).toBeCloseTo(46348 + (15 * 60 + 35) / 1440, 8);
  });
});

describe('zip writer', () => {
  it('writes entries a central-directory reader opens, with the right CRC', async () => {
    async function* streamed() {
      for (let i = 0; i < 1000; i++) yield Buffer.from(`line ${i}\n`);
    }
    const archive = await collect(
      zipChunks([
        { name: 'a.txt', data: 'hello' },
        { name: 'b/c.txt', data: streamed() },
      ]),
    );
    const files = unzip(archive);
    expect(files.get('a.txt')?.toString()).toBe('hello');
    const body = files.get('b/c.txt')!;
    expect(body.toString().split('\n')).toHaveLength(1001);
    const centralAt = archive.lastIndexOf(Buffer.from('PK\x01\x02', 'latin1'));
    expect(archive.readUInt32LE(centralAt + 16)).toBe(crc32(body));
  });
});

describe('XLSX writer', () => {
  it('writes a right-to-left sheet with number, date and inline text cells', async () => {
    const archive = await collect(xlsxChunks(columns, rowsOf([{ id: 42, name: 'a<b & "c"', at: AT }]), { sheetName: 'پرداخت‌ها' }));
    const files = unzip(archive);
    expect([...files.keys()]).toContain('[Content_Types].xml');
    expect(files.get('xl/workbook.xml')!.toString()).toContain('name="پرداخت‌ها"');
    const sheet = files.get('xl/worksheets/sheet1.xml')!.toString();
    expect(sheet).toContain('rightToLeft="1"');
    expect(sheet).toContain('<c><v>42</v></c>');
    expect(sheet).toContain('a&lt;b &amp; &quot;c&quot;');
    expect(sheet).toMatch(/<c s="1"><v>46348\.649\d*<\/v><\/c>/);
    expect(files.get('xl/styles.xml')!.toString()).toContain('numFmtId="164"');
  });
});
