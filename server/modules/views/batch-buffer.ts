export interface BatchBuffer<Row> {
  push(row: Row): void;
  /** Writes what is held now; resolves when every batch handed to `write` so far is done. */
  flush(): Promise<void>;
}

/**
 * Holds rows and writes them in batches: when `maxRows` are waiting, or `flushEveryMs` after the first
 * row of a batch arrived, whichever comes first. Writes run one after another. A batch that fails is
 * reported and dropped (views are counts, not records anyone waits on). The timer runs only while rows
 * wait and does not keep the process alive; the process flushes on shutdown. The buffer holds nothing
 * but the rows.
 */
export function createBatchBuffer<Row>(options: {
  write: (rows: Row[]) => Promise<void>;
  flushEveryMs: number;
  maxRows: number;
  onError: (error: unknown) => void;
}): BatchBuffer<Row> {
  let rows: Row[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (rows.length > 0) {
      const batch = rows;
      rows = [];
      writing = writing.then(() => options.write(batch)).catch(options.onError);
    }
    return writing;
  }

  return {
    push(row) {
      rows.push(row);
      if (rows.length >= options.maxRows) void flush();
      else timer ??= setTimeout(() => void flush(), options.flushEveryMs).unref();
    },
    flush,
  };
}
