/**
 * The shell's field telemetry (docs/architecture.md, "Field telemetry"): Web Vitals per route, one load
 * per remote per page load, and client errors attributed to the remote and version they came from,
 * sent in batches to the edge. A page load is sampled in with the edge's RUM sample rate; a page with a
 * remote on its canary always reports, since the canary's judgement needs every page.
 */
import type { RumErrorSource } from '@alive/contracts';
import { failedIntegrity, onRemoteEvent } from '@alive/ui';
import type { RemotesDocument } from '../remotes/remotes-document.ts';
import { attributeRoute, scriptOrigin, type ScriptOrigin } from './attribution.ts';
import { createRumReporter, type RumReporter } from './rum-reporter.ts';

/** Errors reported per page load at most (each remote's first one always counts as "an error happened"). */
export const MAX_ERROR_EVENTS = 20;
const MAX_MESSAGE = 300;

let currentPath: ((pathname: string) => void) | null = null;

/** The path the router shows now, so vitals and errors are reported under its route (use-rum-route.ts). */
export function reportRoute(pathname: string): void {
  currentPath?.(pathname);
}

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
}

/** Runs `start` once, when the browser is idle after the first remote screen loaded (or after 3 s). */
function whenFirstScreenIsUp(start: () => void): void {
  let started = false;
  const idle = () => {
    if (started) return;
    started = true;
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(start, { timeout: 1000 });
    else setTimeout(start, 0);
  };
  const stop = onRemoteEvent((event) => {
    if (event.type !== 'loaded') return;
    stop();
    idle();
  });
  setTimeout(() => {
    stop();
    idle();
  }, 3000);
}

/** Starts reporting for this page load; returns the reporter, or null when the page is not sampled. */
export function startTelemetry(options: TelemetryOptions): RumReporter | null {
  try {
    const { remotes, token } = options;
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
    let path = window.location.pathname;
    currentPath = (pathname) => {
      path = pathname;
    };
    const loaded = new Set<string>();
    const errored = new Set<string>();
    let errors = 0;
    const versionOf = (remote: string) => (remotes[remote]?.version ? { version: remotes[remote].version } : {});

    const reportError = (origin: ScriptOrigin | null, source: RumErrorSource, error: unknown) => {
      const key = origin?.remote ?? '';
      const first = !errored.has(key);
      errored.add(key);
      if (errors >= MAX_ERROR_EVENTS) return;
      errors += 1;
      report({ kind: 'error', ...(origin ?? {}), route: attributeRoute(path, remotes).route, source, message: messageOf(error), first });
    };

    onRemoteEvent((event) => {
      const origin = { remote: event.remote, ...versionOf(event.remote) };
      const route = attributeRoute(path, remotes).route;
      if (event.type === 'render-failed') return reportError(origin, 'render', event.error);
      if (!loaded.has(event.remote)) {
        loaded.add(event.remote);
        report({ kind: 'load', ...origin, route, ok: event.type === 'loaded', ...(event.type === 'loaded' ? { ms: Math.min(600_000, Math.max(0, event.ms)) } : {}) });
      }
      if (event.type === 'load-failed') reportError(origin, failedIntegrity(event.remote) || isIntegrityFailure(event.error) ? 'integrity' : 'load', event.error);
    });

    window.addEventListener('error', (event: ErrorEvent) => {
      const error: unknown = event.error ?? event.message;
      reportError(scriptOrigin(event.filename, remotes) ?? scriptOrigin((event.error as Error | undefined)?.stack, remotes), 'uncaught', error);
    });
    window.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
      reportError(scriptOrigin((event.reason as Error | undefined)?.stack, remotes), 'rejection', event.reason);
    });
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
            const screen = attributeRoute(path, remotes);
            report({ kind: 'vital', name: metric.name, value: Math.min(600_000, Math.max(0, metric.value)), ...screen });
          };
          for (const on of [onLCP, onINP, onCLS, onTTFB, onFCP]) on(vital);
          // Visible to operators and browser tests: this page reports its vitals from now on.
          document.documentElement.dataset.rumVitals = 'on';
        })
        .catch(() => undefined);
    whenFirstScreenIsUp(startVitals);
    return reporter;
  } catch {
    return null;
  }
}
