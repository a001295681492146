/**
 * The site's service worker (docs/architecture.md, "Offline"), built by the shell's second compiler
 * (libs/rspack-config, service-worker-config.ts) and served at `/sw.js`:
 * - the shell's build is precached (the list is written in at build time);
 * - page loads go to the network, and offline get the precached app document (app.html);
 * - `/remotes.json` goes to the network, and offline gets the copy kept last time;
 * - each remote's current release is cached by remote and version (remote-cache-sync.ts) and served
 *   from there;
 * - `/api/` is never handled: personal answers are `no-store`, and stay out of every cache.
 */
import { clientsClaim } from 'workbox-core';
import { addRoute, cleanupOutdatedCaches, matchPrecache, precache, type PrecacheEntry } from 'workbox-precaching';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { workerMessageOf, WORKER_MESSAGES } from './messages.ts';
import { REMOTES_DOCUMENT_CACHE, REMOTES_DOCUMENT_PATH, isApiPath, isRemoteFileRequest, parseRemoteCacheName, servedCacheFirst } from './remote-caches.ts';
import { remoteCacheSyncer } from './remote-cache-sync.ts';

/** The parts of the worker's global scope used here (the repository's TypeScript lib is the page's). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  data: unknown;
}
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const origin = worker.location.origin;
const syncer = remoteCacheSyncer(origin);

// The build replaces `self.__WB_MANIFEST` with the shell's files (precache-entries.ts).
precache((self as unknown as { __WB_MANIFEST: PrecacheEntry[] }).__WB_MANIFEST);
cleanupOutdatedCaches();
// The first install takes the open page at once, so a reload offline works after one visit. An update
// waits (no skipWaiting here): the page lets it take over on its next navigation (features/offline).
clientsClaim();

/**
 * Offline, the prerendered app document (docs/architecture.md, "First paint"): a page opened offline is
 * for the person this browser remembers, whose screens open offline; without one the page corrects
 * itself to the landing page. A build from before that document existed has only index.html.
 */
const OFFLINE_DOCUMENTS = ['/app.html', '/index.html'];

async function pageOrShell({ request }: RouteHandlerCallbackOptions): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    for (const document of OFFLINE_DOCUMENTS) {
      const shell = await matchPrecache(document);
      if (shell) return shell;
    }
    throw error;
  }
}

/** A remote's file from its release's cache: at once when it cannot change, else when the network fails. */
async function remoteFile({ request }: RouteHandlerCallbackOptions): Promise<Response> {
  let hit: { response: Response; cacheName: string } | null = null;
  for (const cacheName of (await caches.keys()).filter((name) => parseRemoteCacheName(name) !== null)) {
    const response = await (await caches.open(cacheName)).match(request.url, { ignoreVary: true });
    if (response) {
      hit = { response, cacheName };
      break;
    }
  }
  if (hit && servedCacheFirst(request.url, hit.cacheName)) return hit.response;
  try {
    return await fetch(request);
  } catch (error) {
    if (hit) return hit.response;
    throw error;
  }
}

// First match wins: page loads, then /remotes.json, then remote files, then the precached shell files.
registerRoute(new NavigationRoute(pageOrShell, { denylist: [/^\/api(\/|$)/] }));
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname === REMOTES_DOCUMENT_PATH,
  new NetworkFirst({ cacheName: REMOTES_DOCUMENT_CACHE, matchOptions: { ignoreVary: true, ignoreSearch: true } }),
);
registerRoute(({ request, url, sameOrigin }) => !(sameOrigin && isApiPath(url.pathname)) && isRemoteFileRequest(request, origin), remoteFile);
addRoute();

worker.addEventListener('install', (event) => event.waitUntil(syncer.run()));
worker.addEventListener('activate', (event) => event.waitUntil(syncer.run()));
worker.addEventListener('message', (event) => {
  const message = workerMessageOf(event.data);
  if (message === WORKER_MESSAGES.skipWaiting) event.waitUntil(worker.skipWaiting());
  if (message === WORKER_MESSAGES.remotesRead) event.waitUntil(syncer.run());
});
