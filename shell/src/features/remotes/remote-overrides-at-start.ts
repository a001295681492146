import type { RemoteOverrides } from './remote-overrides.ts';
import { overridesAsked } from './remote-override-keys.ts';
import type { RemotesDocument } from './remotes-document.ts';

/**
 * Start-up's remotes with a developer's overrides applied (docs/architecture.md, "Develop one remote").
 * The overrides' code loads only where the edge allows them and the address or storage holds one:
 * nobody else downloads it.
 */
export async function remotesWithOverrides(
  served: RemotesDocument | null,
  allowed: boolean,
): Promise<{ remotes: RemotesDocument | null; overrides: RemoteOverrides }> {
  if (!served || !allowed || !overridesAsked(window.location.search, () => localStorage)) return { remotes: served, overrides: {} };
  const { overrideRemotes } = await import(/* webpackChunkName: "remote-overrides" */ './remote-overrides.ts');
  return overrideRemotes(served, allowed);
}
