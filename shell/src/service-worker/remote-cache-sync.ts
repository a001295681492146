import {
  REMOTES_DOCUMENT_CACHE,
  REMOTES_DOCUMENT_PATH,
  publishedRemotes,
  remoteCacheName,
  remoteReleaseFiles,
  staleRemoteCaches,
  type PublishedRemote,
} from './remote-caches.ts';

const PARALLEL_DOWNLOADS = 4;

async function fetchOk(url: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response;
}

/** `/remotes.json` from the network (kept for offline starts), else the copy kept last time. */
export async function readRemotesDocument(origin: string): Promise<unknown> {
  const url = new URL(REMOTES_DOCUMENT_PATH, origin).href;
  const cache = await caches.open(REMOTES_DOCUMENT_CACHE);
  try {
    const response = await fetchOk(url, { cache: 'no-store', credentials: 'same-origin' });
    await cache.put(url, response.clone());
    return await response.json();
  } catch {
    const kept = await cache.match(url, { ignoreVary: true });
    return kept ? kept.json() : null;
  }
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

async function inBatches(urls: readonly string[], each: (url: string) => Promise<void>): Promise<void> {
  for (let i = 0; i < urls.length; i += PARALLEL_DOWNLOADS) await Promise.all(urls.slice(i, i + PARALLEL_DOWNLOADS).map(each));
}

/**
 * Fills the cache of one remote's current release and answers its name. The manifest goes in last, so
 * a cache holding it is complete and the next sync of a published version costs no request.
 */
async function fillRemoteCache(remote: PublishedRemote): Promise<string> {
  let cacheName: string;
  let manifest: Response;
  if (remote.version) {
    cacheName = remoteCacheName(remote.name, { version: remote.version });
    if (await (await caches.open(cacheName)).match(remote.manifestUrl, { ignoreVary: true })) return cacheName;
    manifest = await fetchOk(remote.manifestUrl);
  } else {
    // No version: the build is known by its manifest, asked afresh each time.
    manifest = await fetchOk(remote.manifestUrl, { cache: 'no-cache' });
    cacheName = remoteCacheName(remote.name, { manifestHash: (await sha256Hex(await manifest.clone().text())).slice(0, 16) });
    if (await (await caches.open(cacheName)).match(remote.manifestUrl, { ignoreVary: true })) return cacheName;
  }
  const cache = await caches.open(cacheName);
  const files = remoteReleaseFiles(remote.manifestUrl, await manifest.clone().json(), { published: Boolean(remote.version) });
  await inBatches(files.required, async (url) => {
    if (!(await cache.match(url, { ignoreVary: true }))) await cache.put(url, await fetchOk(url));
  });
  await inBatches(files.optional, async (url) => {
    if (!(await cache.match(url, { ignoreVary: true }))) await fetchOk(url).then((response) => cache.put(url, response), () => undefined);
  });
  await cache.put(remote.manifestUrl, manifest);
  return cacheName;
}

/**
 * Brings the remote caches in line with `/remotes.json`: each remote's current release cached in full,
 * caches of releases no longer published deleted. Never rejects: a remote that cannot be cached now is
 * tried again on the next sync, and keeps what it had.
 */
export async function syncRemoteCaches(origin: string): Promise<void> {
  const document = await readRemotesDocument(origin);
  if (document === null) return;
  const filled: string[] = [];
  const unreachable: string[] = [];
  for (const remote of publishedRemotes(document, origin)) {
    await fillRemoteCache(remote).then(
      (name) => filled.push(name),
      () => unreachable.push(remote.name),
    );
  }
  const stale = staleRemoteCaches(await caches.keys(), { filled, unreachable });
  await Promise.all(stale.map((name) => caches.delete(name)));
}

/** One sync at a time; asked again while one runs, it runs once more after it (messages come in bursts). */
export function remoteCacheSyncer(origin: string): { run(): Promise<void> } {
  let running: Promise<void> | null = null;
  let again = false;
  const loop = async () => {
    do {
      again = false;
      await syncRemoteCaches(origin).catch(() => undefined);
    } while (again);
    running = null;
  };
  return {
    run() {
      if (running) {
        again = true;
        return running;
      }
      running = loop();
      return running;
    },
  };
}
