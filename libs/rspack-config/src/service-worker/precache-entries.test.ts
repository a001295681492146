import { describe, expect, it } from 'vitest';
import { placeholderAt, precacheEntries } from './precache-entries.ts';

const files = [
  { file: 'index.html', content: '<!doctype html><script src="/main.345cf96414.js"></script>' },
  { file: 'main.345cf96414.js', content: 'main()' },
  { file: 'main.345cf96414.js.map', content: '{}' },
  { file: 'bootstrap.6afcb99abf.js', content: 'boot()' },
  { file: 'assets/logo.0123abcd45.svg', content: '<svg/>' },
  { file: 'mf-manifest.json', content: '{}' },
  { file: 'mf-manifest-stats.json', content: '{}' },
  { file: 'sw.js', content: 'self.__WB_MANIFEST' },
  { file: 'sw.js.map', content: '{}' },
];

describe('precacheEntries', () => {
  it('lists what the page may load: hashed files by name alone, the others with a hash of their bytes', () => {
    const entries = precacheEntries(files, 'sw.js');
    expect(entries.map((entry) => entry.url)).toEqual(['/assets/logo.0123abcd45.svg', '/bootstrap.6afcb99abf.js', '/index.html', '/main.345cf96414.js']);
    expect(entries.filter((entry) => entry.url !== '/index.html').every((entry) => entry.revision === null)).toBe(true);
    expect(entries.find((entry) => entry.url === '/index.html')?.revision).toMatch(/^[0-9a-f]{16}$/);
  });

  it('gives index.html a new revision exactly when its bytes change', () => {
    const revision = (html: string) => precacheEntries([{ file: 'index.html', content: html }], 'sw.js')[0]?.revision;
    expect(revision('<p>a</p>')).toBe(revision('<p>a</p>'));
    expect(revision('<p>a</p>')).not.toBe(revision('<p>b</p>'));
  });
});

describe('placeholderAt', () => {
  it('finds where the worker reads the list', () => {
    expect(placeholderAt('precache(self.__WB_MANIFEST);')).toBe(9);
  });

  it('fails the build when the placeholder is missing or there twice', () => {
    expect(() => placeholderAt('precache([]);')).toThrow(/exactly once \(found 0\)/);
    expect(() => placeholderAt('a(self.__WB_MANIFEST);b(self.__WB_MANIFEST)')).toThrow(/found 2/);
  });
});
