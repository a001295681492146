/**
 * The shell's field telemetry (docs/architecture.md, "Field telemetry"): Web Vitals per route, one load
 * per remote per page load, and client errors attributed to the remote and version they came from,
 * sent in batches to the edge. A page load is sampled in with the edge's RUM sample rate; a page with a
 * remote on its canary always reports, since the canary's judgement needs every page.
 */
import type { RumErrorSource } from '@alive/contracts';
import { failedIntegrity, onRemoteEvent, type RemoteEvent } from '@alive/ui';
import type { RemotesDocument } from '../remotes/remotes-document.ts';
import { attributeRoute, scriptOrigin, type ScriptOrigin } from './attribution.ts';
import { createRumReporter, type RumReporter } from './rum-reporter.ts';
import type { EarlyEvents } from './early-events.ts';
import { shownPath } from './rum-route.ts';
import { whenIdle } from '../../app/when-idle.ts';

export { reportRoute } from './rum-route.ts';

/** Errors reported per page load at most (each remote's first one always counts as "an error happened"). */
export const MAX_ERROR_EVENTS = 20;
const MAX_MESSAGE = 300;

// A control or text-direction character in an error message would have the ingest refuse the whole
// batch (libs/contracts input rules); it says nothing an operator needs, so it becomes a space.
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's purpose
const UNREADABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]+/gu;

function messageOf(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.replace(UNREADABLE, ' ').slice(0, MAX_MESSAGE);
}

const isIntegrityFailure = (error: unknown) => /integrity/i.test(error instanceof Error ? `${error.name} ${error.message}` : String(error));

export interface TelemetryOptions {
  remotes: RemotesDocument;
  sampleRate: number;
  /** The page load's token from `/remotes.json`; without one the edge counts nothing, so nothing is sent. */
  token: string | null;
  random?: () => number;
  /** web-vitals, loaded after the first render unless given (tests). */
  loadVitals?: () => Promise<Pick<typeof import('web-vitals'), 'onLCP' | 'onINP' | 'onCLS' | 'onTTFB' | 'onFCP'>>;
  reporter?: RumReporter;
  /** What the page recorded before this code loaded (early-events.ts): reported first, as if it had just happened. */
  earlier?: EarlyEvents;
}

/** The longest the Web Vitals wait for the first remote screen, from the page's start. */
const FIRST_SCREEN_WAIT_MS = 3000;

/**
 * Runs `start` once, when the browser is idle after the first remote screen loaded (or 3 s after the
 * page's start, `since`); at once when the screen was already up.
 */
function whenFirstScreenIsUp(start: () => void, { screenUp, since }: { screenUp: boolean; since: number }): void {
  if (screenUp) return start();
  let started = false;
  const idle = () => {
    if (started) return;
    started = true;
    whenIdle(start, 1000);
  };
  const stop = onRemoteEvent((event) => {
    if (event.type !== 'loaded') return;
    stop();
    idle();
  });
  setTimeout(
    () => {
      stop();
      idle();
    },
    Math.max(0, FIRST_SCREEN_WAIT_MS - (performance.now() - since)),
  );
}

/** Starts reporting for this page load; returns the reporter, or null when the page is not sampled. */
export function startTelemetry(options: TelemetryOptions): RumReporter | null {
  try {
    const { remotes, token } = options;
    const earlier = options.earlier?.take() ?? [];
    if (!token && !options.reporter) return null;
    const canary = Object.values(remotes).some((entry) => entry.channel === 'canary');
    if (!canary && (options.random ?? Math.random)() >= options.sampleRate) return null;
    const reporter =
      options.reporter ??
      createRumReporter({
        token: token!,
        transport: { sendBeacon: navigator.sendBeacon ? navigator.sendBeacon.bind(navigator) : undefined, fetch: window.fetch.bind(window) },
      });
    // Whatever is reported while the page is hidden (the last vitals) leaves at once: it may be the last chance.
    const report: RumReporter['report'] = (event) => {
      reporter.report(event);
      if (document.visibilityState === 'hidden') reporter.flush();
    };
    const loaded = new Set<string>();
    const errored = new Set<string>();
    let errors = 0;
    const versionOf = (remote: string) => (remotes[remote]?.version ? { version: remotes[remote].version } : {});

    const reportError = (origin: ScriptOrigin | null, source: RumErrorSource, error: unknown, path: string) => {
      const key = origin?.remote ?? '';
      const first = !errored.has(key);
      errored.add(key);
      if (errors >= MAX_ERROR_EVENTS) return;
      errors += 1;
      report({ kind: 'error', ...(origin ?? {}), route: attributeRoute(path, remotes).route, source, message: messageOf(error), first });
    };

    const onRemote = (event: RemoteEvent, path: string) => {
      const origin = { remote: event.remote, ...versionOf(event.remote) };
      const route = attributeRoute(path, remotes).route;
      if (event.type === 'render-failed') return reportError(origin, 'render', event.error, path);
      if (!loaded.has(event.remote)) {
        loaded.add(event.remote);
        report({ kind: 'load', ...origin, route, ok: event.type === 'loaded', ...(event.type === 'loaded' ? { ms: Math.min(600_000, Math.max(0, event.ms)) } : {}) });
      }
      if (event.type === 'load-failed') reportError(origin, failedIntegrity(event.remote) || isIntegrityFailure(event.error) ? 'integrity' : 'load', event.error, path);
    };
    const onError = (event: ErrorEvent, path: string) => {
      const error: unknown = event.error ?? event.message;
      reportError(scriptOrigin(event.filename, remotes) ?? scriptOrigin((event.error as Error | undefined)?.stack, remotes), 'uncaught', error, path);
    };
    const onRejection = (event: PromiseRejectionEvent, path: string) => {
      reportError(scriptOrigin((event.reason as Error | undefined)?.stack, remotes), 'rejection', event.reason, path);
    };

    for (const { event, path } of earlier) {
      if (event.type === 'error') onError(event as ErrorEvent, path);
      else if (event.type === 'unhandledrejection') onRejection(event as PromiseRejectionEvent, path);
      else onRemote(event as RemoteEvent, path);
    }
    onRemoteEvent((event) => onRemote(event, shownPath()));
    window.addEventListener('error', (event: ErrorEvent) => onError(event, shownPath()));
    window.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => onRejection(event, shownPath()));
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') reporter.flush();
    });
    window.addEventListener('pagehide', () => reporter.flush());

    // web-vitals reads buffered performance entries, so it can start once the page's first screen is
    // there: its download then stays off the cold start's critical path (docs/architecture.md, budgets).
    const loadVitals = options.loadVitals ?? (() => import(/* webpackChunkName: "web-vitals" */ 'web-vitals'));
    const startVitals = () =>
      loadVitals()
        .then(({ onLCP, onINP, onCLS, onTTFB, onFCP }) => {
          const vital = (metric: { name: 'LCP' | 'INP' | 'CLS' | 'TTFB' | 'FCP'; value: number }) => {
            const screen = attributeRoute(shownPath(), remotes);
            report({ kind: 'vital', name: metric.name, value: Math.min(600_000, Math.max(0, metric.value)), ...screen });
          };
          for (const on of [onLCP, onINP, onCLS, onTTFB, onFCP]) on(vital);
          // Visible to operators and browser tests: this page reports its vitals from now on.
          document.documentElement.dataset.rumVitals = 'on';
        })
        .catch(() => undefined);
    whenFirstScreenIsUp(startVitals, {
      screenUp: earlier.some(({ event }) => event.type === 'loaded'),
      since: options.earlier?.since ?? performance.now(),
    });
    return reporter;
  } catch {
    return null;
  }
}
