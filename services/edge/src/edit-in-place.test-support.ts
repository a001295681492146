import { closeSync, openSync, readFileSync, statSync, utimesSync, writeSync } from 'node:fs';
import { expect } from 'vitest';

/**
 * New bytes of the same length written over a file in place, its atime and mtime put back, so nothing
 * `stat` shows (inode, size, mtime) tells it from the published file: the attack the edge's integrity
 * check must catch (docs/deploy.md, "Integrity").
 */
export function editInPlace(path: string, text: string): void {
  const before = statSync(path);
  expect(Buffer.byteLength(text)).toBe(before.size);
  const fd = openSync(path, 'r+');
  try {
    writeSync(fd, text, 0);
  } finally {
    closeSync(fd);
  }
  utimesSync(path, before.atime, before.mtime);
  const after = statSync(path);
  expect(readFileSync(path, 'utf8')).toBe(text);
  expect(`${after.ino}:${after.size}:${after.mtimeMs}`).toBe(`${before.ino}:${before.size}:${before.mtimeMs}`);
}
