import type { ChildProcess } from 'node:child_process';
import path from 'node:path';

/** What bench/heap-probe.mjs answers after a collection. */
export interface HeapReading {
  heapUsed: number;
  /** The heap without compiled code, which grows while the JIT warms up. */
  dataHeapUsed: number;
  rss: number;
  /** `http.IncomingMessage` objects still alive: requests that outlived their answer (with their responses). */
  liveRequests: number;
}

/**
 * Node arguments for a server that a test or bench reads the heap of: the probe, `gc`, and no bytecode
 * flushing (V8 drops the bytecode of functions idle across a few collections, and the forced
 * collections would make the heap shrink and grow by megabytes for reasons that are not the server's).
 */
export const HEAP_PROBE_NODE_ARGS = ['--expose-gc', '--no-flush-bytecode', '--import', path.join(import.meta.dirname, 'heap-probe.mjs')];

/** Asks a server started with HEAP_PROBE_NODE_ARGS and an IPC channel for its heap after a collection (minutes, for a heap of gigabytes). */
export function readHeap(child: ChildProcess, timeoutMs = 180_000): Promise<HeapReading> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => finish(new Error(`the server did not answer the heap probe within ${timeoutMs} ms`)), timeoutMs);
    const onMessage = (message: { type?: string } & HeapReading) => {
      if (message?.type === 'heap') finish(undefined, message);
    };
    const onExit = () => finish(new Error('the server exited before answering the heap probe'));
    function finish(error?: Error, reading?: HeapReading) {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve(reading!);
    }
    child.on('message', onMessage);
    child.once('exit', onExit);
    child.send({ type: 'heap' });
  });
}
