import type { Stats } from 'node:fs';
import { stat } from 'node:fs/promises';

/**
 * What `load` makes of a file, made again only when the file changes on disk (its inode, mtime or size):
 * the edge reads its remotes' builds (manifests, screen fragments, screens bundles) per request, so an
 * uploaded build is picked up without a restart and an unchanged one costs a `stat`. A missing file, or
 * one `accept` refuses, is null and nothing is loaded; what `load` gives, null included, is kept.
 */
export function loadedOnChange<T, A extends unknown[] = []>(
  load: (file: string, ...args: A) => Promise<T | null>,
  accept: (info: Stats) => boolean = () => true,
): (file: string, ...args: A) => Promise<T | null> {
  const cache = new Map<string, { version: string; value: T | null }>();
  return async (file, ...args) => {
    const info = await stat(file).catch(() => null);
    if (!info?.isFile() || !accept(info)) return null;
    const version = `${info.ino}:${info.mtimeMs}:${info.size}`;
    const cached = cache.get(file);
    if (cached?.version === version) return cached.value;
    const value = await load(file, ...args);
    cache.set(file, { version, value });
    return value;
  };
}
