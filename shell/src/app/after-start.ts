/**
 * What the page starts once its first screen is under way and the main thread is idle (bootstrap.tsx):
 * none of it draws anything, so it loads as a chunk of its own, after the start-up JavaScript
 * (docs/architecture.md, "First paint").
 */
import type { EarlyEvents } from '../features/telemetry/early-events.ts';
import { startTelemetry } from '../features/telemetry/start-telemetry.ts';
import { startReleaseDriftWatch } from '../features/remotes/release-drift.ts';
import type { RemotesDocument } from '../features/remotes/remotes-document.ts';
import { startServiceWorker } from '../features/offline/service-worker-registration.ts';

export interface AfterStartOptions {
  remotes: RemotesDocument;
  sampleRate: number;
  token: string | null;
  /** The remote loads and errors the page recorded until now, for the field telemetry. */
  earlier: EarlyEvents;
}

export function startAfterFirstScreen({ remotes, sampleRate, token, earlier }: AfterStartOptions): void {
  startTelemetry({ remotes, sampleRate, token, earlier });
  startReleaseDriftWatch(remotes);
  // The site opens offline after one visit (docs/architecture.md, "Offline").
  startServiceWorker();
}
