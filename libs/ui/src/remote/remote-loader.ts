/* eslint-disable @typescript-eslint/no-explicit-any -- remote modules are typed by their callers */
import { getInstance } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { emitRemoteEvent } from './remote-events.ts';

type FederationHost = NonNullable<ReturnType<typeof getInstance>>;

interface FederationGlobals {
  __FEDERATION__?: { __INSTANCES__?: FederationHost[] };
}

/**
 * The page's Module Federation host instance. `getInstance()` only knows instances created through
 * this copy of the runtime module; the bundler runtime may hold its own copy, so fall back to the
 * global registry, whose first entry is the host (the shell starts before any remote entry runs).
 */
export function federationHost(): FederationHost {
  const instance = getInstance() ?? (globalThis as FederationGlobals).__FEDERATION__?.__INSTANCES__?.[0];
  if (!instance) throw new Error('Module Federation runtime is not initialized (is this page served by the shell?)');
  return instance;
}

/** `remote="profile" module="./ProfileCompletionCard"` → `profile/ProfileCompletionCard`. */
export function remoteModuleId(remote: string, module: string): string {
  return `${remote}/${module.replace(/^\.\//, '')}`;
}

// Loaded components, so a screen that remounts (route change and back) renders at once.
const loadedComponents = new Map<string, ComponentType<any>>();

export function getLoadedRemoteComponent(id: string): ComponentType<any> | undefined {
  return loadedComponents.get(id);
}

/** The longest a module's `ready` holds its component back; then it renders without what it waited for. */
export const MODULE_READY_WAIT_MS = 2_000;

/**
 * An exposed module may export `ready()`: what its component's first render needs besides its data
 * (the lazily loaded code of a part it shows at once, the profile's tabs), so that render is the one the
 * page's picture of the screen shows (docs/architecture.md, "First paint"). It never fails the load, and
 * never holds it longer than `waitMs` (a part offline renders its own fallback).
 */
export async function moduleReady(exports: unknown, waitMs = MODULE_READY_WAIT_MS): Promise<void> {
  const ready = exports && typeof exports === 'object' && 'ready' in exports ? (exports as { ready?: unknown }).ready : undefined;
  if (typeof ready !== 'function') return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  try {
    await Promise.race([Promise.resolve().then(() => (ready as () => unknown)()).catch(() => undefined), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Loads an exposed module through the Module Federation runtime and returns its default export, once it
 * is `ready`. Each load is reported (`loaded`, with its time) for field telemetry, whoever asked for it:
 * a screen, or the shell loading the page's own screen ahead of it. A failure is the caller's to report,
 * since only it knows whether it will try again.
 */
export async function loadRemoteComponent(remote: string, module: string): Promise<ComponentType<any>> {
  const started = performance.now();
  const id = remoteModuleId(remote, module);
  const exports = await federationHost().loadRemote<{ default?: ComponentType<any> } | ComponentType<any>>(id);
  const component = exports && typeof exports === 'object' && 'default' in exports ? exports.default : exports;
  if (typeof component !== 'function' && !(component && typeof component === 'object')) {
    throw new Error(`Remote module ${id} has no default export`);
  }
  await moduleReady(exports);
  loadedComponents.set(id, component as ComponentType<any>);
  emitRemoteEvent({ type: 'loaded', remote, module, ms: performance.now() - started });
  return component as ComponentType<any>;
}
