import { describe, expect, it, vi } from 'vitest';
import aliveFederationPlugins, { remoteNameOf, remoteRecoveryPlugin } from './federation-plugins.ts';

function fakeHost() {
  const remotes = [
    { name: 'choices', entry: '/remotes/choices/mf-manifest.json' },
    { name: 'profile', entry: '/remotes/profile/mf-manifest.json' },
  ];
  return { options: { remotes }, registerRemotes: vi.fn() };
}

type ErrorArgs = Parameters<NonNullable<ReturnType<typeof remoteRecoveryPlugin>['errorLoadRemote']>>[0];
const failure = (id: string, origin: ReturnType<typeof fakeHost>) =>
  ({ id, error: new Error('down'), from: 'runtime', lifecycle: 'onLoad', origin }) as unknown as ErrorArgs;

describe('remote recovery plugin', () => {
  it('re-registers the failed remote (dropping its cached failure) and lets the error through', async () => {
    const host = fakeHost();
    const result = await remoteRecoveryPlugin().errorLoadRemote!(failure('profile/ProfileCompletionCard', host));
    expect(result).toBeUndefined();
    expect(host.registerRemotes).toHaveBeenCalledWith([host.options.remotes[1]], { force: true });
  });

  it('leaves unknown remotes and manifest URLs alone', async () => {
    const host = fakeHost();
    const plugin = remoteRecoveryPlugin();
    await plugin.errorLoadRemote!(failure('groups/GroupsScreen', host));
    await plugin.errorLoadRemote!(failure('http://cdn.example/remotes/choices/mf-manifest.json', host));
    expect(host.registerRemotes).not.toHaveBeenCalled();
  });

  it('names the remote of a module id', () => {
    expect(remoteNameOf('choices/HomeScreen')).toBe('choices');
    expect(remoteNameOf('/remotes/choices/mf-manifest.json')).toBeNull();
  });

  it('combines the runtime retry plugin (fetch and script retries) with recovery', () => {
    const plugin = aliveFederationPlugins();
    expect(plugin.name).toBe('alive-federation');
    expect(typeof plugin.fetch).toBe('function');
    expect(typeof plugin.loadEntryError).toBe('function');
    expect(typeof plugin.errorLoadRemote).toBe('function');
  });
});
