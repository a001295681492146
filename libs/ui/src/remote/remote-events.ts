/**
 * What happened to a remote on this page — loaded, failed to load, failed to render — told by the
 * remote loading code of `@alive/ui` to whoever listens: the shell's field telemetry
 * (docs/architecture.md, "Field telemetry"). No dependency on the shell. The listeners live on
 * `globalThis`, since this module can exist twice on a page (the shared `@alive/ui` and the copy
 * bundled into the federation runtime plugins), and both must reach the same listeners.
 */
export type RemoteEvent =
  | { type: 'loaded'; remote: string; module: string; ms: number }
  | { type: 'load-failed'; remote: string; module: string; error: unknown }
  | { type: 'render-failed'; remote: string; module: string; error: unknown };

type Listener = (event: RemoteEvent) => void;

const LISTENERS = Symbol.for('alive.remote-events');

function listeners(): Set<Listener> {
  const holder = globalThis as { [LISTENERS]?: Set<Listener> };
  holder[LISTENERS] ??= new Set();
  return holder[LISTENERS];
}

export function onRemoteEvent(listener: Listener): () => void {
  listeners().add(listener);
  return () => listeners().delete(listener);
}

/** Never throws: a listener's failure must not break the screen that reported. */
export function emitRemoteEvent(event: RemoteEvent): void {
  for (const listener of listeners()) {
    try {
      listener(event);
    } catch {
      // The reporter is best effort (shell/src/features/telemetry).
    }
  }
}
