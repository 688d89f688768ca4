import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { batchedDestination } from '../../server/logging/batched-destination';

let dir: string;
let file: string;
let fd: number;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'batched-destination-'));
  file = path.join(dir, 'out.log');
  fd = fs.openSync(file, 'a');
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  fs.closeSync(fd);
  fs.rmSync(dir, { recursive: true, force: true });
});

const written = () => fs.readFileSync(file, 'utf8');
const flushed = (destination: ReturnType<typeof batchedDestination>) => new Promise<void>((resolve) => destination.flush(resolve));
const line = (n: number) => `{"n":${n}}\n`;

describe('the batched log destination', () => {
  it('holds lines until a batch is full, then writes them in one write, in order', async () => {
    const writes = vi.spyOn(fs, 'write');
    const destination = batchedDestination(fd, { batchChars: 30, flushEveryMs: 60_000 });
    for (let n = 0; n < 4; n++) destination.write(line(n));
    expect(writes).toHaveBeenCalledTimes(1);
    await flushed(destination);
    expect(written()).toBe(line(0) + line(1) + line(2) + line(3));
  });

  it('writes a lone line within the flush interval', async () => {
    vi.useFakeTimers();
    const destination = batchedDestination(fd, { batchChars: 64 * 1024, flushEveryMs: 1000 });
    destination.write(line(1));
    expect(written()).toBe('');
    vi.advanceTimersByTime(1000);
    vi.useRealTimers();
    await flushed(destination);
    expect(written()).toBe(line(1));
  });

  it('keeps the lines that arrive during a write and writes them after it, none lost or repeated', async () => {
    const destination = batchedDestination(fd, { batchChars: 20, flushEveryMs: 60_000 });
    for (let n = 0; n < 1000; n++) destination.write(line(n));
    await flushed(destination);
    expect(written()).toBe(Array.from({ length: 1000 }, (_, n) => line(n)).join(''));
  });

  it('under a steady stream, the lines that arrived during a write wait for the next full batch, not a write of their own', async () => {
    const writes = vi.spyOn(fs, 'write');
    const destination = batchedDestination(fd, { batchChars: 30, flushEveryMs: 60_000 });
    for (let n = 0; n < 4; n++) destination.write(line(n));
    destination.write(line(4));
    await vi.waitFor(() => expect(written()).toBe(line(0) + line(1) + line(2) + line(3)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(writes).toHaveBeenCalledTimes(1);
    for (let n = 5; n < 8; n++) destination.write(line(n));
    expect(writes).toHaveBeenCalledTimes(2);
    await flushed(destination);
    expect(written()).toBe(Array.from({ length: 8 }, (_, n) => line(n)).join(''));
  });

  it('writes the lines that arrived during a write within the flush interval', async () => {
    const destination = batchedDestination(fd, { batchChars: 30, flushEveryMs: 100 });
    for (let n = 0; n < 5; n++) destination.write(line(n));
    await vi.waitFor(() => expect(written()).toBe(Array.from({ length: 5 }, (_, n) => line(n)).join('')), { timeout: 2000 });
  });

  it('writes what waits at once when the process ends, without the event loop', () => {
    const destination = batchedDestination(fd, { batchChars: 64 * 1024, flushEveryMs: 60_000 });
    destination.write(line(1));
    destination.write('{"msg":"stopped"}\n');
    destination.flushSync();
    expect(written()).toBe(line(1) + '{"msg":"stopped"}\n');
  });

  it('drops lines past its limit when the output is not read, and says how many', async () => {
    const destination = batchedDestination(fd, { batchChars: 64 * 1024, flushEveryMs: 60_000, maxWaitingChars: 20 });
    for (let n = 0; n < 5; n++) destination.write(line(n));
    await flushed(destination);
    const lines = written().trim().split('\n');
    expect(lines.slice(1)).toEqual([line(0).trim(), line(1).trim()]);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 40, msg: '3 log lines dropped: the output was not being read' });
  });

  it('tries again when a non-blocking pipe is full (EAGAIN) and finishes a partial write', async () => {
    const realWrite = fs.write;
    let calls = 0;
    vi.spyOn(fs, 'write').mockImplementation(((...args: Parameters<typeof fs.write>) => {
      calls += 1;
      const callback = args.at(-1) as (error: NodeJS.ErrnoException | null, written: number) => void;
      if (calls === 1) return callback(Object.assign(new Error('busy'), { code: 'EAGAIN' }), 0);
      // The second try writes only 3 bytes; the rest must follow.
      if (calls === 2) return (realWrite as (...a: unknown[]) => void)(args[0], args[1], args[2], 3, null, callback);
      return (realWrite as (...a: unknown[]) => void)(...args);
    }) as typeof fs.write);
    const destination = batchedDestination(fd, { batchChars: 1, flushEveryMs: 60_000 });
    destination.write(line(7) + line(8));
    await flushed(destination);
    expect(calls).toBe(3);
    expect(written()).toBe(line(7) + line(8));
  });
});

describe('the server’s logger on standard output', () => {
  // A child process of its own: what matters is what reaches its standard output before it is gone.
  const runLogger = (ending: string) =>
    execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `const { createLogger } = await import(${JSON.stringify(path.resolve('server/logging/logger.ts'))}); const logger = createLogger(); logger.info('stopping'); logger.warn('stopped'); ${ending}`,
      ],
      { encoding: 'utf8' },
    );

  it('writes its last lines when the process exits at once', () => {
    const lines = runLogger('process.exit(0);')
      .trim()
      .split('\n')
      .map((text) => JSON.parse(text) as { msg: string });
    expect(lines.map((logged) => logged.msg)).toEqual(['stopping', 'stopped']);
  });

  it('writes its last lines when the process ends by running out of work', () => {
    expect(runLogger('').trim().split('\n')).toHaveLength(2);
  });
});
