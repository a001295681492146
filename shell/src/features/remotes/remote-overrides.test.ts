import { REMOTE_OVERRIDES_ALLOWED, REMOTE_OVERRIDES_HEADER } from '@alive/contracts/constants';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchRemotesDocument, remoteOverridesAllowed, type RemotesDocument } from './remotes-document.ts';
import {
  REMOTE_OVERRIDES_KEY,
  activeOverrides,
  applyRemoteOverrides,
  clearRemoteOverrides,
  overridesFromQuery,
  parseStoredOverrides,
  takeRemoteOverrides,
} from './remote-overrides.ts';

const LOCAL = 'http://localhost:3101/remoteEntry.js';

const SERVED: RemotesDocument = {
  choices: {
    manifest: '/remotes/choices/v7/mf-manifest.json',
    version: 'v7',
    channel: 'canary',
    integrity: `sha384-${'a'.repeat(64)}`,
    routes: [{ path: '/', module: './HomeScreen', title: 'Home' }],
  },
  profile: { manifest: '/remotes/profile/mf-manifest.json', routes: [] },
};

function sources(search: string, allowed = true) {
  const replaceUrl = vi.fn();
  return { allowed, location: { search, href: `http://localhost:3000/groups${search}` }, storage: localStorage, replaceUrl };
}

beforeEach(() => localStorage.clear());

describe('override resolution', () => {
  it('loads an overridden remote from its override, keeps its routes and drops the release it replaces', () => {
    const manifest = applyRemoteOverrides(SERVED, { choices: LOCAL });
    expect(manifest.choices).toEqual({ manifest: LOCAL, routes: SERVED.choices!.routes });
    expect(manifest.profile).toBe(SERVED.profile);
  });

  it('only counts overrides of remotes the site has', () => {
    expect(activeOverrides(SERVED, { choices: LOCAL, nosuch: LOCAL })).toEqual({ choices: LOCAL });
  });

  it('reads stored overrides, leaving out what is not an http(s) URL and anything malformed', () => {
    expect(parseStoredOverrides(JSON.stringify({ choices: LOCAL, profile: 'javascript:alert(1)', groups: 3 }))).toEqual({ choices: LOCAL });
    expect(parseStoredOverrides('{not json')).toEqual({});
    expect(parseStoredOverrides('["choices"]')).toEqual({});
    expect(parseStoredOverrides(null)).toEqual({});
  });

  it('sets with ?override-remote=<name>@<url> and clears with ?override-remote=<name>', () => {
    expect(overridesFromQuery('?tab=1', {})).toBeNull();
    expect(overridesFromQuery(`?override-remote=choices@${encodeURIComponent(LOCAL)}`, { profile: LOCAL })).toEqual({ profile: LOCAL, choices: LOCAL });
    expect(overridesFromQuery('?override-remote=profile', { profile: LOCAL, choices: LOCAL })).toEqual({ choices: LOCAL });
    expect(overridesFromQuery('?override-remote=choices@file:///etc/passwd', {})).toEqual({});
  });

  it('takes the query into storage and out of the address bar', () => {
    const from = sources(`?override-remote=choices@${LOCAL}&tab=2`);
    expect(takeRemoteOverrides(from)).toEqual({ choices: LOCAL });
    expect(JSON.parse(localStorage.getItem(REMOTE_OVERRIDES_KEY)!)).toEqual({ choices: LOCAL });
    expect(from.replaceUrl).toHaveBeenCalledWith('http://localhost:3000/groups?tab=2');
    // The next page load reads them from storage.
    expect(takeRemoteOverrides(sources(''))).toEqual({ choices: LOCAL });
    takeRemoteOverrides(sources('?override-remote=choices'));
    expect(localStorage.getItem(REMOTE_OVERRIDES_KEY)).toBeNull();
  });

  it('does nothing when the edge does not allow overrides, even with some stored or asked for', () => {
    localStorage.setItem(REMOTE_OVERRIDES_KEY, JSON.stringify({ choices: LOCAL }));
    const from = sources(`?override-remote=profile@${LOCAL}`, false);
    expect(takeRemoteOverrides(from)).toEqual({});
    expect(from.replaceUrl).not.toHaveBeenCalled();
  });

  it('clearing forgets every override and reloads', () => {
    localStorage.setItem(REMOTE_OVERRIDES_KEY, JSON.stringify({ choices: LOCAL }));
    const reload = vi.fn();
    clearRemoteOverrides(localStorage, reload);
    expect(localStorage.getItem(REMOTE_OVERRIDES_KEY)).toBeNull();
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('whether overrides are allowed: the edge says so with /remotes.json', () => {
  it('follows the header of the last /remotes.json', async () => {
    await fetchRemotesDocument(vi.fn(async () => Response.json({}, { headers: { [REMOTE_OVERRIDES_HEADER]: REMOTE_OVERRIDES_ALLOWED } })));
    expect(remoteOverridesAllowed()).toBe(true);
    await fetchRemotesDocument(vi.fn(async () => Response.json({})));
    expect(remoteOverridesAllowed()).toBe(false);
  });
});
