/** Bytes `start` to `end` of a file, both included, as a `Range` header counts them. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The part of a file of `size` bytes that a `Range` header asks for: undefined for the whole file (no
 * header, another unit, or several ranges, which a server may answer with the whole file), or
 * 'unsatisfiable' for a `bytes=` range that is malformed or lies past the end (the answer is 416).
 * Reads `first-last`, `first-` (to the end) and `-suffix` (the last bytes).
 */
export function requestedRange(header: string | undefined, size: number): ByteRange | undefined | 'unsatisfiable' {
  if (!header) return undefined;
  const match = /^bytes=(.*)$/i.exec(header.trim());
  if (!match) return undefined;
  const spec = match[1]!.trim();
  if (spec.includes(',')) return undefined;
  const parts = /^(\d{0,15})-(\d{0,15})$/.exec(spec);
  if (!parts || (parts[1] === '' && parts[2] === '')) return 'unsatisfiable';
  const [first, last] = [parts[1]!, parts[2]!];
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
