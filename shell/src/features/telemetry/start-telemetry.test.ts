import { rumBatchSchema, type RumEvent } from '@alive/contracts';
import { emitRemoteEvent } from '@alive/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RemotesDocument } from '../remotes/remotes-document.ts';
import { recordEarlyEvents } from './early-events.ts';
import { reportRoute, startTelemetry } from './start-telemetry.ts';

const stable: RemotesDocument = {
  choices: { manifest: '/remotes/choices/v1/mf-manifest.json', version: 'v1', channel: 'stable', routes: [{ path: '/', module: './HomeScreen', title: 'Home' }] },
  groups: { manifest: '/remotes/groups/mf-manifest.json', routes: [{ path: '/groups/:groupId', module: './GroupScreen', title: 'Group' }] },
};
const canary: RemotesDocument = { ...stable, choices: { ...stable.choices!, version: 'v2', channel: 'canary' } };

function recorder() {
  const events: RumEvent[] = [];
  return { events, reporter: { report: (event: RumEvent) => events.push(event), flush: vi.fn() } };
}

const neverVitals = () => new Promise<never>(() => undefined);
const unsubscribers: (() => void)[] = [];
afterEach(() => unsubscribers.splice(0).forEach((stop) => stop()));

describe('field telemetry in the shell', () => {
  it('samples page loads at the edge\'s rate, but always reports a page with a canary', () => {
    expect(startTelemetry({ remotes: stable, token: 'page-load-token', sampleRate: 0, random: () => 0, loadVitals: neverVitals, reporter: recorder().reporter })).toBeNull();
    expect(startTelemetry({ remotes: stable, token: 'page-load-token', sampleRate: 0.5, random: () => 0.7, loadVitals: neverVitals, reporter: recorder().reporter })).toBeNull();
    expect(startTelemetry({ remotes: stable, token: 'page-load-token', sampleRate: 0.5, random: () => 0.2, loadVitals: neverVitals, reporter: recorder().reporter })).not.toBeNull();
    expect(startTelemetry({ remotes: canary, token: 'page-load-token', sampleRate: 0, random: () => 0.99, loadVitals: neverVitals, reporter: recorder().reporter })).not.toBeNull();
    // Without a page-load token the edge would count nothing: no reporter is made.
    expect(startTelemetry({ remotes: canary, token: null, sampleRate: 1, loadVitals: neverVitals })).toBeNull();
  });

  it('reports one load per remote, and its errors with the first one marked, under the route shown', () => {
    const { events, reporter } = recorder();
    startTelemetry({ remotes: canary, token: 'page-load-token', sampleRate: 1, loadVitals: neverVitals, reporter });
    reportRoute('/');
    emitRemoteEvent({ type: 'loaded', remote: 'choices', module: './HomeScreen', ms: 42 });
    emitRemoteEvent({ type: 'loaded', remote: 'choices', module: './HomeScreen', ms: 10 });
    emitRemoteEvent({ type: 'render-failed', remote: 'choices', module: './HomeScreen', error: new Error('boom') });
    emitRemoteEvent({ type: 'render-failed', remote: 'choices', module: './HomeScreen', error: new Error('again') });
    reportRoute('/groups/7');
    emitRemoteEvent({ type: 'load-failed', remote: 'groups', module: './GroupScreen', error: new Error('Integrity check failed for /remotes/groups/remoteEntry.js') });
    expect(events).toEqual([
      { kind: 'load', remote: 'choices', version: 'v2', route: '/', ok: true, ms: 42 },
      { kind: 'error', remote: 'choices', version: 'v2', route: '/', source: 'render', message: 'Error: boom', first: true },
      { kind: 'error', remote: 'choices', version: 'v2', route: '/', source: 'render', message: 'Error: again', first: false },
      { kind: 'load', remote: 'groups', route: '/groups/:groupId', ok: false },
      { kind: 'error', remote: 'groups', route: '/groups/:groupId', source: 'integrity', message: 'Error: Integrity check failed for /remotes/groups/remoteEntry.js', first: true },
    ]);
    expect(rumBatchSchema.safeParse({ token: 'page-load-token', events }).success).toBe(true);
  });

  it('sends a multi-line error message as it is, and turns control characters into spaces, so the ingest takes the batch', () => {
    const { events, reporter } = recorder();
    startTelemetry({ remotes: canary, token: 'page-load-token', sampleRate: 1, loadVitals: neverVitals, reporter });
    reportRoute('/');
    const federation = new Error('[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008\nargs: {"remoteName":"choices"}\u0007\u202Eend');
    emitRemoteEvent({ type: 'load-failed', remote: 'choices', module: './HomeScreen', error: federation });
    const error = events.find((event) => event.kind === 'error');
    expect(error).toMatchObject({ message: 'Error: [ Federation Runtime ]: Failed to load script resources. #RUNTIME-008\nargs: {"remoteName":"choices"} end' });
    expect(rumBatchSchema.safeParse({ token: 'page-load-token', events }).success).toBe(true);
  });

  it('attributes uncaught errors and rejections by script URL', () => {
    const { events, reporter } = recorder();
    startTelemetry({ remotes: stable, token: 'page-load-token', sampleRate: 1, loadVitals: neverVitals, reporter });
    reportRoute('/');
    window.dispatchEvent(new ErrorEvent('error', { message: 'x is undefined', filename: 'http://localhost/remotes/choices/v1/123.abc.js', error: new TypeError('x is undefined') }));
    const reason = new Error('nope');
    reason.stack = 'Error: nope\n    at g (http://localhost/remotes/groups/9.abc.js:1:2)';
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: reason });
    window.dispatchEvent(rejection);
    expect(events).toEqual([
      { kind: 'error', remote: 'choices', version: 'v1', route: '/', source: 'uncaught', message: 'TypeError: x is undefined', first: true },
      { kind: 'error', remote: 'groups', route: '/', source: 'rejection', message: 'Error: nope', first: true },
    ]);
  });

  it('reports Web Vitals under the route shown when they are measured', async () => {
    const { events, reporter } = recorder();
    const callbacks: ((metric: { name: 'LCP' | 'INP' | 'CLS' | 'TTFB' | 'FCP'; value: number }) => void)[] = [];
    const on = (callback: (typeof callbacks)[number]) => void callbacks.push(callback);
    startTelemetry({ remotes: stable, token: 'page-load-token', sampleRate: 1, reporter, loadVitals: async () => ({ onLCP: on, onINP: on, onCLS: on, onTTFB: on, onFCP: on }) as never });
    expect(callbacks).toHaveLength(0); // not before the first screen is up
    emitRemoteEvent({ type: 'loaded', remote: 'groups', module: './GroupScreen', ms: 5 });
    await vi.waitFor(() => expect(callbacks).toHaveLength(5));
    expect(document.documentElement.dataset.rumVitals).toBe('on');
    reportRoute('/groups/3');
    callbacks[0]!({ name: 'LCP', value: 1234.5 });
    callbacks[2]!({ name: 'CLS', value: 0.05 });
    expect(events.filter((event) => event.kind === 'vital')).toEqual([
      { kind: 'vital', name: 'LCP', value: 1234.5, route: '/groups/:groupId', remote: 'groups' },
      { kind: 'vital', name: 'CLS', value: 0.05, route: '/groups/:groupId', remote: 'groups' },
    ]);
  });

  it('reports what happened before its code loaded, under the route shown then, and starts the vitals at once when the screen was up', async () => {
    const earlier = recordEarlyEvents();
    reportRoute('/');
    emitRemoteEvent({ type: 'loaded', remote: 'choices', module: './HomeScreen', ms: 42 });
    reportRoute('/groups/7');
    window.dispatchEvent(new ErrorEvent('error', { message: 'x is undefined', filename: 'http://localhost/remotes/groups/9.abc.js', error: new TypeError('x is undefined') }));
    const { events, reporter } = recorder();
    const callbacks: unknown[] = [];
    const on = (callback: unknown) => void callbacks.push(callback);
    startTelemetry({ remotes: stable, token: 'page-load-token', sampleRate: 1, reporter, earlier, loadVitals: async () => ({ onLCP: on, onINP: on, onCLS: on, onTTFB: on, onFCP: on }) as never });
    expect(events).toEqual([
      { kind: 'load', remote: 'choices', version: 'v1', route: '/', ok: true, ms: 42 },
      { kind: 'error', remote: 'groups', route: '/groups/:groupId', source: 'uncaught', message: 'TypeError: x is undefined', first: true },
    ]);
    await vi.waitFor(() => expect(callbacks).toHaveLength(5));
    // Once handed over, the record keeps nothing more: each event is reported once.
    expect(earlier.take()).toEqual([]);
    emitRemoteEvent({ type: 'load-failed', remote: 'groups', module: './GroupScreen', error: new Error('down') });
    expect(events.filter((event) => event.kind === 'load')).toHaveLength(2);
  });
});
