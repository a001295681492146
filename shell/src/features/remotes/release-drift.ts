import { tellWorkerRemotesRead } from '../offline/service-worker-registration.ts';
import { answerReleasesAreStale } from './release-staleness.ts';
import { fetchRemotesDocument, type RemotesDocument } from './remotes-document.ts';

/** How often an open page asks whether its remotes' releases changed (one small request a minute). */
export const RELEASE_CHECK_MS = 60_000;

/** Whether a remote this page runs is served at another version or channel now (a rollback, a promotion). */
export function releasesChanged(loaded: RemotesDocument, now: RemotesDocument): boolean {
  return Object.entries(loaded).some(([name, entry]) => entry.version !== undefined && (now[name]?.version !== entry.version || now[name]?.channel !== entry.channel));
}

/**
 * An open page keeps the versions it loaded (it never mixes two versions of one remote), so after a
 * rollback or promotion its next navigation becomes a full page load, which gets the new ones
 * (docs/deploy.md, "Canary releases"). The check runs while the page is visible.
 */
export function watchReleaseDrift(loaded: RemotesDocument, options: { intervalMs?: number; fetchImpl?: typeof fetch } = {}) {
  let stale = false;
  const versioned = Object.values(loaded).some((entry) => entry.version);
  const timer = versioned
    ? setInterval(() => {
        if (stale || document.visibilityState !== 'visible') return;
        void fetchRemotesDocument(options.fetchImpl).then((now) => {
          if (!now || !releasesChanged(loaded, now)) return;
          stale = true;
          // The worker caches the new releases now, before the next page load needs them offline.
          tellWorkerRemotesRead();
        });
      }, options.intervalMs ?? RELEASE_CHECK_MS)
    : undefined;
  return {
    isStale: () => stale,
    stop: () => clearInterval(timer),
  };
}

let watch: ReturnType<typeof watchReleaseDrift> | null = null;

/** Starts the page's watch (after-start.ts, once the page is idle after reading `/remotes.json`). */
export function startReleaseDriftWatch(loaded: RemotesDocument): void {
  watch?.stop();
  const started = watchReleaseDrift(loaded);
  watch = started;
  answerReleasesAreStale(started.isStale);
}
