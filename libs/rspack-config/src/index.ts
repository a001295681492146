export { createHostConfig, createRemoteConfig, MANIFEST_FILE, REMOTE_ENTRY_FILE, type BuildMode, type HostConfigOptions, type RemoteConfigOptions } from './create-app-config.ts';
export { SHARED_SINGLETONS, sharedSingletons, type SharedConfigEntry } from './shared-dependencies.ts';
export { devRemoteConfig, type DevRemoteOptions } from './dev-remote.ts';
export { createServiceWorkerConfig, SERVICE_WORKER_FILE, type ServiceWorkerConfigOptions } from './service-worker/service-worker-config.ts';
export { placeholderAt, precacheEntries, PRECACHE_MANIFEST_PLACEHOLDER, type PrecacheEntry } from './service-worker/precache-entries.ts';
export { createPrerenderConfig, PRERENDERED_DOCUMENTS, type PrerenderConfigOptions, type PrerenderedDocumentKind } from './prerender/prerender-config.ts';
export { documentHtml, inlineScripts, preloadLinks, EMPTY_ROOT, type PreloadedFetch, type PrerenderedMarkup } from './prerender/document-html.ts';
export { fragmentScreens, screenFragmentsBundleConfig, screenFragmentsEntry, ScreenFragmentsPlugin, type ScreenFragmentsOptions } from './prerender/screen-fragments-config.ts';
