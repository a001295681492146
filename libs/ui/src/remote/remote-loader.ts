/* eslint-disable @typescript-eslint/no-explicit-any -- remote modules are typed by their callers */
import { getInstance } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

type FederationHost = NonNullable<ReturnType<typeof getInstance>>;

interface FederationGlobals {
  __FEDERATION__?: { __INSTANCES__?: FederationHost[]; __MANIFEST_LOADING__?: Record<string, unknown> };
  __GLOBAL_LOADING_REMOTE_ENTRY__?: Record<string, unknown>;
}

/**
 * The page's Module Federation host instance. `getInstance()` only knows instances created through
 * this copy of the runtime module; the bundler runtime may hold its own copy, so fall back to the
 * global registry, whose first entry is the host (the shell starts before any remote entry runs).
 */
export function federationHost(): FederationHost {
  const instance = getInstance() ?? (globalThis as FederationGlobals).__FEDERATION__?.__INSTANCES__?.[0];
  if (!instance) throw new Error('Module Federation runtime is not initialised (is this page served by the shell?)');
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

/** Loads an exposed module through the Module Federation runtime and returns its default export. */
export async function loadRemoteComponent(remote: string, module: string): Promise<ComponentType<any>> {
  const id = remoteModuleId(remote, module);
  const exports = await federationHost().loadRemote<{ default?: ComponentType<any> } | ComponentType<any>>(id);
  const component = exports && typeof exports === 'object' && 'default' in exports ? exports.default : exports;
  if (typeof component !== 'function' && !(component && typeof component === 'object')) {
    throw new Error(`Remote module ${id} has no default export`);
  }
  loadedComponents.set(id, component as ComponentType<any>);
  return component as ComponentType<any>;
}

/**
 * The MF runtime memoises the manifest fetch and the remote-entry script load per remote, including
 * failed ones, so a second `loadRemote` after a failure would replay the same rejection. Forget those
 * entries (only for this remote) so a retry really goes back to the network.
 */
export function forgetFailedRemote(remote: string): void {
  const globals = globalThis as FederationGlobals;
  let registered;
  try {
    registered = federationHost().options.remotes.find((r) => r.name === remote || r.alias === remote);
  } catch {
    return;
  }
  const entry = registered && 'entry' in registered ? registered.entry : undefined;
  if (entry && globals.__FEDERATION__?.__MANIFEST_LOADING__) {
    delete globals.__FEDERATION__.__MANIFEST_LOADING__[entry];
  }
  const loading = globals.__GLOBAL_LOADING_REMOTE_ENTRY__;
  if (loading) {
    for (const key of Object.keys(loading)) {
      if (key === remote || key.startsWith(`${remote}:`)) delete loading[key];
    }
  }
}
