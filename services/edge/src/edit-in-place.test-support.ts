import { closeSync, openSync, readFileSync, statSync, utimesSync, writeSync } from 'node:fs';

/**
 * New bytes of the same length written over a file in place, its atime and mtime put back, so nothing
 * `stat` shows (inode, size, mtime) tells it from the published file: the attack the edge's integrity
 * check must catch (docs/deploy.md, "Integrity"). Throws when the edit could not be made that way.
 */
export function editInPlace(path: string, text: string): void {
  const before = statSync(path);
  if (Buffer.byteLength(text) !== before.size) throw new Error(`editInPlace: ${Buffer.byteLength(text)} bytes cannot replace ${before.size} in place`);
  const fd = openSync(path, 'r+');
  try {
    writeSync(fd, text, 0);
  } finally {
    closeSync(fd);
  }
  utimesSync(path, before.atime, before.mtime);
  const after = statSync(path);
  if (readFileSync(path, 'utf8') !== text) throw new Error('editInPlace: the file does not hold the new bytes');
  const identity = (info: typeof before) => `${info.ino}:${info.size}:${info.mtimeMs}`;
  if (identity(after) !== identity(before)) throw new Error(`editInPlace: stat changed from ${identity(before)} to ${identity(after)}`);
}
