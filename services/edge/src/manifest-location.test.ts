import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { manifestLocation, manifestPath } from './manifest-location.ts';
import type { StaticRoots } from './remotes.ts';

const roots: StaticRoots = { shell: '/site/shell/dist', remotes: { choices: '/site/mfe-choices/dist', profile: '/site/mfe-profile/dist' }, releases: '/releases' };

describe('manifestLocation', () => {
  it("finds the remote's own build for its own manifest path", () => {
    const location = manifestLocation(roots, 'choices', '/remotes/choices/mf-manifest.json');
    expect(location).toEqual({ root: '/site/mfe-choices/dist', folder: '', release: null });
    expect(join(location!.root, manifestPath(location!))).toBe('/site/mfe-choices/dist/mf-manifest.json');
  });

  it("finds a published release's folder and names the release", () => {
    const location = manifestLocation(roots, 'choices', '/remotes/choices/v2/mf-manifest.json');
    expect(location).toEqual({ root: join('/releases', 'choices', 'v2'), folder: '', release: 'v2' });
    expect(join(location!.root, manifestPath(location!))).toBe('/releases/choices/v2/mf-manifest.json');
  });

  it.each([
    ['another remote’s path', 'profile', '/remotes/choices/mf-manifest.json'],
    ['another origin', 'choices', 'https://cdn.example.com/remotes/choices/mf-manifest.json'],
    ['a remote it has no folder for', 'groups', '/remotes/groups/mf-manifest.json'],
    ['a file that is not a manifest', 'choices', '/remotes/choices/remoteEntry.js'],
    ['a release file that is not a manifest', 'choices', '/remotes/choices/v2/remoteEntry.js'],
    ['a path that climbs out', 'choices', '/remotes/choices/../profile/mf-manifest.json'],
  ])('is null for %s', (_case, remote, url) => {
    expect(manifestLocation(roots, remote, url)).toBeNull();
  });

  it('is null for a release when the edge keeps no releases', () => {
    expect(manifestLocation({ ...roots, releases: undefined }, 'choices', '/remotes/choices/v2/mf-manifest.json')).toBeNull();
  });
});
