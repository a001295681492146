import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadedOnChange } from './file-versions.ts';

const dir = mkdtempSync(join(tmpdir(), 'edge-file-versions-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('loadedOnChange', () => {
  it('loads a file once while it is unchanged, and again once it changes', async () => {
    const file = join(dir, 'manifest.json');
    writeFileSync(file, 'one');
    const load = vi.fn((path: string, suffix: string) => Promise.resolve(`${path.endsWith('manifest.json')}${suffix}`));
    const read = loadedOnChange(load);
    expect(await read(file, '!')).toBe('true!');
    expect(await read(file, '?')).toBe('true!');
    expect(load).toHaveBeenCalledTimes(1);
    writeFileSync(file, 'two, longer');
    expect(await read(file, '?')).toBe('true?');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is null without loading for a missing file, a folder or one refused, and keeps what load made of it, null too', async () => {
    const load = vi.fn(() => Promise.resolve(null));
    const read = loadedOnChange(load, (info) => info.size <= 3);
    writeFileSync(join(dir, 'big'), 'four');
    expect(await read(join(dir, 'missing'))).toBeNull();
    expect(await read(dir)).toBeNull();
    expect(await read(join(dir, 'big'))).toBeNull();
    expect(load).not.toHaveBeenCalled();
    writeFileSync(join(dir, 'small'), 'abc');
    expect(await read(join(dir, 'small'))).toBeNull();
    expect(await read(join(dir, 'small'))).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
