// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { failedIntegrity, fetchWithIntegrity, NO_FILE_HAS_THIS_HASH, registerReleaseIntegrity, scriptWithIntegrity } from './release-integrity.ts';

const LIST_HASH = `sha384-${'L'.repeat(64)}`;
const ENTRY_HASH = `sha384-${'E'.repeat(64)}`;
const MANIFEST_HASH = `sha384-${'M'.repeat(64)}`;
const base = 'http://localhost:3000/remotes/choices/v2/';

function listFetch(files: Record<string, string> = { 'mf-manifest.json': MANIFEST_HASH, 'remoteEntry.js': ENTRY_HASH }) {
  return vi.fn(async (url: string | URL | Request) =>
    String(url).endsWith('integrity.json') ? new Response(JSON.stringify({ algorithm: 'sha384', files })) : new Response('file', { status: 200 }),
  ) as unknown as typeof fetch & ReturnType<typeof vi.fn>;
}

describe('release integrity in the browser', () => {
  it('fetches the release\'s list with the hash /remotes.json gave, then the manifest with its own', async () => {
    registerReleaseIntegrity([{ remote: 'choices', manifestUrl: `${base}mf-manifest.json`, integrity: LIST_HASH }]);
    const fetchImpl = listFetch();
    const fetchFile = vi.fn(async () => new Response('{}'));
    await fetchWithIntegrity(`${base}mf-manifest.json`, { method: 'GET' }, fetchFile, fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith(`${base}integrity.json`, expect.objectContaining({ integrity: LIST_HASH }));
    expect(fetchFile).toHaveBeenCalledWith(`${base}mf-manifest.json`, { method: 'GET', integrity: MANIFEST_HASH });
  });

  it('leaves files outside registered releases alone', async () => {
    const fetchFile = vi.fn();
    expect(await fetchWithIntegrity('http://localhost:3000/remotes/groups/mf-manifest.json', {}, fetchFile, listFetch())).toBeUndefined();
    expect(fetchFile).not.toHaveBeenCalled();
    expect(scriptWithIntegrity('http://localhost:3000/remotes/groups/remoteEntry.js', {})).toBeUndefined();
  });

  it('refuses, fail closed, a file the list does not name, and one whose bytes differ', async () => {
    registerReleaseIntegrity([{ remote: 'profile', manifestUrl: 'http://localhost:3000/remotes/profile/v1/mf-manifest.json', integrity: LIST_HASH }]);
    await expect(fetchWithIntegrity('http://localhost:3000/remotes/profile/v1/other.json', {}, vi.fn(), listFetch())).rejects.toThrow(/^Integrity check failed for .*other.json: not a file of the release/);
    const refused = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(fetchWithIntegrity('http://localhost:3000/remotes/profile/v1/mf-manifest.json', {}, refused, listFetch())).rejects.toThrow(/bytes do not match/);
    expect(failedIntegrity('profile')).toBe(true);
  });

  it('passes a network failure through as it is', async () => {
    registerReleaseIntegrity([{ remote: 'groups', manifestUrl: 'http://localhost:3000/remotes/groups/v1/mf-manifest.json', integrity: LIST_HASH }]);
    const down = vi.fn(async (url: string | URL | Request) => {
      if (String(url).endsWith('integrity.json')) return new Response(JSON.stringify({ files: { 'mf-manifest.json': MANIFEST_HASH } }));
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const refused = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(fetchWithIntegrity('http://localhost:3000/remotes/groups/v1/mf-manifest.json', {}, refused, down)).rejects.toThrow('Failed to fetch');
    expect(failedIntegrity('groups')).toBe(false);
  });

  it('gives each script of the release its recorded hash, and an unknown one a hash no file has', async () => {
    registerReleaseIntegrity([{ remote: 'choices', manifestUrl: `${base}mf-manifest.json`, integrity: LIST_HASH }]);
    await fetchWithIntegrity(`${base}mf-manifest.json`, {}, vi.fn(async () => new Response('{}')), listFetch());
    const entry = scriptWithIntegrity(`${base}remoteEntry.js`, { type: 'text/javascript', fetchpriority: 'high' })!;
    expect(entry.integrity).toBe(ENTRY_HASH);
    expect(entry.crossOrigin).toBe('anonymous');
    expect(entry.getAttribute('fetchpriority')).toBe('high');
    expect(entry.src).toBe(`${base}remoteEntry.js`);
    expect(scriptWithIntegrity(`${base}evil.js`, {})!.integrity).toBe(NO_FILE_HAS_THIS_HASH);
  });

  it('refuses the list itself when the browser refuses its bytes', async () => {
    registerReleaseIntegrity([{ remote: 'admin', manifestUrl: 'http://localhost:3000/remotes/admin/v1/mf-manifest.json', integrity: LIST_HASH }]);
    const refusing = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(fetchWithIntegrity('http://localhost:3000/remotes/admin/v1/mf-manifest.json', {}, vi.fn(), refusing)).rejects.toThrow(/Integrity check failed for .*integrity.json/);
    expect(failedIntegrity('admin')).toBe(true);
  });
});
