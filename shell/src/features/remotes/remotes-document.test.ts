import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_LOAD_TOKEN_HEADER } from '@alive/contracts/constants';
import { REMOTE_NAMES } from '@alive/features';
import { alex, installShellApi, stubApi } from '../../test/render-shell.tsx';
import { REMOTES_JSON } from '../../test/remotes-json.ts';
import { fetchRemotesDocument, parseRemotesDocument, recordRemoteVersions, toFederationRemotes } from './remotes-document.ts';

installShellApi();

afterEach(() => {
  vi.restoreAllMocks();
});

describe('fetchRemotesDocument', () => {
  it('reads manifest URLs and routes from /remotes.json', async () => {
    stubApi(alex);
    const manifest = await fetchRemotesDocument();
    expect(Object.keys(manifest!)).toEqual(REMOTE_NAMES);
    expect(manifest!.groups).toEqual(REMOTES_JSON.groups);
  });

  it('answers null when /remotes.json cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = vi.fn(async () => new Response('{"message":"down"}', { status: 502 }));
    expect(await fetchRemotesDocument(failing)).toBeNull();
    expect(await fetchRemotesDocument(vi.fn(async () => Response.json(['not', 'an', 'object'])))).toBeNull();
  });
});

describe('pageLoadToken', () => {
  it('keeps the token of the page load\'s own answer, not of a later release check', async () => {
    vi.resetModules();
    const fresh = await import('./remotes-document.ts');
    expect(fresh.pageLoadToken()).toBeNull();
    const answer = (token: string) => vi.fn(async () => Response.json({}, { headers: { [PAGE_LOAD_TOKEN_HEADER]: token } }));
    await fresh.fetchRemotesDocument(answer('token-of-this-page-load'));
    await fresh.fetchRemotesDocument(answer('token-of-a-later-check'));
    expect(fresh.pageLoadToken()).toBe('token-of-this-page-load');
  });
});

describe('parseRemotesDocument', () => {
  it('leaves out malformed entries and routes instead of failing start-up', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const manifest = parseRemotesDocument({
      groups: {
        manifest: '/remotes/groups/mf-manifest.json',
        routes: [
          { path: '/groups', module: './GroupsScreen', title: 'Groups', adminOnly: 'yes', nav: { label: 'Groups' } },
          { path: '/groups/:groupId', module: './GroupDetailScreen', title: 'Group', section: 42 },
          { path: '/groups/join/:code', module: './JoinGroupScreen', title: 'Join a group', section: '/groups' },
          { path: 'groups', module: './GroupsScreen', title: 'Groups' },
          { path: '/x', title: 'No module' },
          'nonsense',
        ],
      },
      admin: { routes: [] },
      profile: 42,
      // An older edge answered name → manifest URL.
      choices: '/remotes/choices/mf-manifest.json',
    });
    expect(manifest).toEqual({
      groups: {
        manifest: '/remotes/groups/mf-manifest.json',
        routes: [
          { path: '/groups', module: './GroupsScreen', title: 'Groups' },
          { path: '/groups/:groupId', module: './GroupDetailScreen', title: 'Group' },
          { path: '/groups/join/:code', module: './JoinGroupScreen', title: 'Join a group', section: '/groups' },
        ],
      },
      choices: { manifest: '/remotes/choices/mf-manifest.json', routes: [] },
    });
  });
});

describe('recordRemoteVersions', () => {
  it('names the published version of each versioned remote on the page, and only those', () => {
    const manifest = parseRemotesDocument({
      recommendations: { manifest: '/remotes/recommendations/v2/mf-manifest.json', version: 'v2', routes: [] },
      groups: { manifest: '/remotes/groups/mf-manifest.json', routes: [] },
      profile: { manifest: '/remotes/profile/2024.06.1/mf-manifest.json', version: '2024.06.1' },
      admin: { manifest: '/remotes/admin/mf-manifest.json', version: 42 },
    });
    const root = document.createElement('html');
    recordRemoteVersions(manifest, root);
    expect(root.getAttribute('data-remote-versions')).toBe('recommendations@v2 profile@2024.06.1');
    recordRemoteVersions({}, root);
    expect(root.getAttribute('data-remote-versions')).toBe('');
  });
});

describe('toFederationRemotes', () => {
  it('resolves each manifest URL against the page', () => {
    expect(toFederationRemotes({ groups: { manifest: '/remotes/groups/mf-manifest.json', routes: [] } })).toEqual([
      { name: 'groups', entry: `${window.location.origin}/remotes/groups/mf-manifest.json` },
    ]);
  });
});
