import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { remoteCacheSyncer, syncRemoteCaches } from './remote-cache-sync.ts';

const origin = 'http://localhost:3000';

/** Cache Storage in memory, keyed by URL, as much of it as the worker uses. */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const store = stores.get(name)!;
    return {
      match: async (request: string | Request) => store.get(typeof request === 'string' ? request : request.url)?.clone(),
      put: async (request: string | Request, response: Response) => void store.set(typeof request === 'string' ? request : request.url, response.clone()),
    };
  };
  return {
    stores,
    api: { open, keys: async () => [...stores.keys()], delete: async (name: string) => stores.delete(name) },
    urls: (name: string) => [...(stores.get(name)?.keys() ?? [])].map((url) => url.replace(origin, '')).sort(),
  };
}

const manifest = (chunk: string) => ({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
  shared: [],
  exposes: [{ name: 'HomeScreen', assets: { js: { sync: [chunk], async: [] }, css: { sync: [], async: [] } } }],
});

/** The edge: path → body; anything else 404; everything fails while offline. */
function fakeEdge(files: Record<string, unknown>) {
  const state = { offline: false, requested: [] as string[] };
  const fetchImpl = vi.fn(async (input: string | Request) => {
    const url = new URL(typeof input === 'string' ? input : input.url);
    state.requested.push(url.pathname);
    if (state.offline) throw new TypeError('Failed to fetch');
    const body = files[url.pathname];
    if (body === undefined) return new Response('{"message":"Not found"}', { status: 404 });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status: 200 });
  });
  return { state, fetchImpl };
}

let storage: ReturnType<typeof memoryCaches>;

beforeEach(() => {
  storage = memoryCaches();
  vi.stubGlobal('caches', storage.api);
});

afterEach(() => vi.unstubAllGlobals());

describe('syncRemoteCaches', () => {
  it('caches a published version in full, manifest and integrity.json included, under its remote and version', async () => {
    const edge = fakeEdge({
      '/remotes.json': { choices: { manifest: '/remotes/choices/1.1.0/mf-manifest.json', version: '1.1.0' } },
      '/remotes/choices/1.1.0/mf-manifest.json': manifest('home.0123456789.js'),
      '/remotes/choices/1.1.0/remoteEntry.js': 'entry',
      '/remotes/choices/1.1.0/home.0123456789.js': 'home',
      '/remotes/choices/1.1.0/integrity.json': '{}',
    });
    vi.stubGlobal('fetch', edge.fetchImpl);
    await syncRemoteCaches(origin);
    expect(storage.urls('alive-remote-choices@1.1.0')).toEqual([
      '/remotes/choices/1.1.0/home.0123456789.js',
      '/remotes/choices/1.1.0/integrity.json',
      '/remotes/choices/1.1.0/mf-manifest.json',
      '/remotes/choices/1.1.0/remoteEntry.js',
    ]);
    expect(storage.urls('alive-remotes-document')).toEqual(['/remotes.json']);

    // Complete: the next sync asks for nothing but /remotes.json.
    edge.state.requested.length = 0;
    await syncRemoteCaches(origin);
    expect(edge.state.requested).toEqual(['/remotes.json']);
  });

  it('replaces the cache of the version no longer published', async () => {
    await (await caches.open('alive-remote-choices@1.0.0')).put(`${origin}/remotes/choices/1.0.0/remoteEntry.js`, new Response('old'));
    await (await caches.open('alive-remote-profile@2.0.0')).put(`${origin}/remotes/profile/2.0.0/mf-manifest.json`, new Response(JSON.stringify(manifest('card.0123456789.js'))));
    vi.stubGlobal(
      'fetch',
      fakeEdge({
        '/remotes.json': { choices: { manifest: '/remotes/choices/1.1.0/mf-manifest.json', version: '1.1.0' }, profile: { manifest: '/remotes/profile/2.0.0/mf-manifest.json', version: '2.0.0' } },
        '/remotes/choices/1.1.0/mf-manifest.json': manifest('home.0123456789.js'),
        '/remotes/choices/1.1.0/remoteEntry.js': 'entry',
        '/remotes/choices/1.1.0/home.0123456789.js': 'home',
      }).fetchImpl,
    );
    await syncRemoteCaches(origin);
    expect((await caches.keys()).sort()).toEqual(['alive-remote-choices@1.1.0', 'alive-remote-profile@2.0.0', 'alive-remotes-document']);
  });

  it('names a build without a version by its manifest, so a rebuild gets a new cache and the old one goes', async () => {
    const files: Record<string, unknown> = {
      '/remotes.json': { choices: { manifest: '/remotes/choices/mf-manifest.json' } },
      '/remotes/choices/mf-manifest.json': manifest('home.0123456789.js'),
      '/remotes/choices/remoteEntry.js': 'entry',
      '/remotes/choices/home.0123456789.js': 'home',
      '/remotes/choices/home.9876543210.js': 'home again',
    };
    vi.stubGlobal('fetch', fakeEdge(files).fetchImpl);
    await syncRemoteCaches(origin);
    const [first] = (await caches.keys()).filter((name) => name.startsWith('alive-remote-choices@#'));
    expect(storage.urls(first!)).toEqual(['/remotes/choices/home.0123456789.js', '/remotes/choices/mf-manifest.json', '/remotes/choices/remoteEntry.js']);

    files['/remotes/choices/mf-manifest.json'] = manifest('home.9876543210.js');
    await syncRemoteCaches(origin);
    const after = (await caches.keys()).filter((name) => name.startsWith('alive-remote-choices@'));
    expect(after).toHaveLength(1);
    expect(after[0]).not.toBe(first);
    expect(storage.urls(after[0]!)).toContain('/remotes/choices/home.9876543210.js');
  });

  it('leaves a release whose files could not all be fetched without its manifest, and keeps the remote\'s other caches', async () => {
    await (await caches.open('alive-remote-choices@1.0.0')).put(`${origin}/remotes/choices/1.0.0/mf-manifest.json`, new Response('{}'));
    vi.stubGlobal(
      'fetch',
      fakeEdge({
        '/remotes.json': { choices: { manifest: '/remotes/choices/1.1.0/mf-manifest.json', version: '1.1.0' } },
        '/remotes/choices/1.1.0/mf-manifest.json': manifest('home.0123456789.js'),
        '/remotes/choices/1.1.0/remoteEntry.js': 'entry',
      }).fetchImpl,
    );
    await syncRemoteCaches(origin);
    expect(storage.urls('alive-remote-choices@1.1.0')).toEqual(['/remotes/choices/1.1.0/remoteEntry.js']);
    expect(await caches.keys()).toContain('alive-remote-choices@1.0.0');
  });

  it('offline, reads the kept /remotes.json and deletes nothing', async () => {
    const edge = fakeEdge({
      '/remotes.json': { choices: { manifest: '/remotes/choices/mf-manifest.json' } },
      '/remotes/choices/mf-manifest.json': manifest('home.0123456789.js'),
      '/remotes/choices/remoteEntry.js': 'entry',
      '/remotes/choices/home.0123456789.js': 'home',
    });
    vi.stubGlobal('fetch', edge.fetchImpl);
    await syncRemoteCaches(origin);
    const before = (await caches.keys()).sort();
    edge.state.offline = true;
    edge.state.requested.length = 0;
    await syncRemoteCaches(origin);
    expect((await caches.keys()).sort()).toEqual(before);
    expect(edge.state.requested).toEqual(['/remotes.json', '/remotes/choices/mf-manifest.json']);
  });
});

describe('remoteCacheSyncer', () => {
  it('runs one sync at a time, and once more when asked while one runs', async () => {
    let calls = 0;
    let release: () => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        calls += 1;
        await new Promise<void>((resolve) => (release = resolve));
        return new Response('{}');
      }),
    );
    const syncer = remoteCacheSyncer(origin);
    const first = syncer.run();
    const second = syncer.run();
    const third = syncer.run();
    expect(second).toBe(first);
    expect(third).toBe(first);
    await vi.waitFor(() => expect(calls).toBe(1));
    release();
    await vi.waitFor(() => expect(calls).toBe(2));
    release();
    await first;
    expect(calls).toBe(2);
  });
});
