/**
 * Loaded into a server under measurement (`node --expose-gc --import bench/heap-probe.mjs …`, spawned
 * with an IPC channel): asked `heap`, it collects garbage and answers what is still alive, so a test or
 * a bench reads the heap that live objects hold rather than garbage not yet collected.
 */
import http from 'node:http';
import process from 'node:process';
import v8 from 'node:v8';

const isCodeSpace = (name) => name.startsWith('code');

/** Counts of a class's live instances; v8.queryObjects warns once that it is experimental. */
function liveCount(constructor) {
  const emitWarning = process.emitWarning;
  process.emitWarning = () => undefined;
  try {
    return v8.queryObjects(constructor, { format: 'count' });
  } finally {
    process.emitWarning = emitWarning;
  }
}

process.on('message', (message) => {
  if (message?.type !== 'heap') return;
  // Twice: objects with finalizers (streams, timers) are freed by the collection after the one that finds them.
  globalThis.gc();
  globalThis.gc();
  const spaces = v8.getHeapSpaceStatistics();
  process.send({
    type: 'heap',
    heapUsed: process.memoryUsage().heapUsed,
    // Compiled code grows while the JIT warms up; what a leak grows is the data spaces.
    dataHeapUsed: spaces.filter((space) => !isCodeSpace(space.space_name)).reduce((sum, space) => sum + space.space_used_size, 0),
    rss: process.memoryUsage.rss(),
    // A request kept alive keeps its response with it: one count, since each walks the whole heap.
    liveRequests: liveCount(http.IncomingMessage),
  });
});
// The probe's channel must not keep a server alive that was told to stop.
process.channel?.unref();
