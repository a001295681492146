import { describe, expect, it } from 'vitest';
import {
  isApiPath,
  isRemoteFileRequest,
  parseRemoteCacheName,
  publishedRemotes,
  remoteCacheName,
  remoteReleaseFiles,
  servedCacheFirst,
  staleRemoteCaches,
} from './remote-caches.ts';

const origin = 'http://localhost:3000';

/** The shape of a remote's mf-manifest.json as the build writes it (trimmed). */
const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto' },
  shared: [
    { name: 'react', assets: { js: { sync: ['121.69b638e487.js'], async: [] }, css: { sync: [], async: [] } } },
    { name: 'react-dom', assets: { js: { sync: ['470.514090b335.js', '89.f31746f4e6.js'], async: [] }, css: { sync: [], async: [] } } },
  ],
  exposes: [
    {
      name: 'HomeScreen',
      assets: { js: { sync: ['__federation_expose_HomeScreen.720a0f5396.js'], async: ['228.dc605ca8a7.js', '121.69b638e487.js'] }, css: { sync: ['home.0a1b2c3d4e.css'], async: [] } },
    },
  ],
  remotes: [],
};

describe('publishedRemotes', () => {
  it('reads each remote of /remotes.json with its absolute manifest URL and, when published, its version', () => {
    expect(
      publishedRemotes(
        {
          choices: { manifest: '/remotes/choices/1.4.2/mf-manifest.json', version: '1.4.2', channel: 'stable', routes: [] },
          profile: { manifest: '/remotes/profile/mf-manifest.json', routes: [] },
          groups: 'https://cdn.example/groups/mf-manifest.json',
          broken: { routes: [] },
          empty: { manifest: '' },
        },
        origin,
      ),
    ).toEqual([
      { name: 'choices', manifestUrl: `${origin}/remotes/choices/1.4.2/mf-manifest.json`, version: '1.4.2' },
      { name: 'profile', manifestUrl: `${origin}/remotes/profile/mf-manifest.json` },
      { name: 'groups', manifestUrl: 'https://cdn.example/groups/mf-manifest.json' },
    ]);
  });

  it('reads nothing from a body that is not a document', () => {
    expect(publishedRemotes(null, origin)).toEqual([]);
    expect(publishedRemotes(['choices'], origin)).toEqual([]);
  });
});

describe('remote cache names', () => {
  it('name a published version by remote and version, and a build without one by its manifest', () => {
    expect(remoteCacheName('choices', { version: '1.4.2' })).toBe('alive-remote-choices@1.4.2');
    expect(remoteCacheName('choices', { manifestHash: '3f2a9c' })).toBe('alive-remote-choices@#3f2a9c');
    expect(parseRemoteCacheName('alive-remote-choices@1.4.2')).toEqual({ remote: 'choices', published: true });
    expect(parseRemoteCacheName('alive-remote-my-remote@#3f2a9c')).toEqual({ remote: 'my-remote', published: false });
  });

  it('leave every other cache alone', () => {
    for (const name of ['workbox-precache-v2-http://localhost:3000/', 'alive-remotes-document', 'alive-remote-choices', 'alive-remote-@1.0', 'alive-remote-choices@']) {
      expect(parseRemoteCacheName(name)).toBeNull();
    }
  });
});

describe('staleRemoteCaches', () => {
  const existing = [
    'workbox-precache-v2-http://localhost:3000/',
    'alive-remotes-document',
    'alive-remote-choices@1.4.1',
    'alive-remote-choices@1.4.2',
    'alive-remote-profile@#aaa',
    'alive-remote-profile@#bbb',
    'alive-remote-groups@2.0.0',
    'alive-remote-admin@1.0.0',
  ];

  it('deletes the versions no longer published, so a new version replaces the old one', () => {
    expect(
      staleRemoteCaches(existing, {
        filled: ['alive-remote-choices@1.4.2', 'alive-remote-profile@#bbb', 'alive-remote-groups@2.0.0', 'alive-remote-admin@1.0.0'],
        unreachable: [],
      }),
    ).toEqual(['alive-remote-choices@1.4.1', 'alive-remote-profile@#aaa']);
  });

  it('keeps every cache of a remote that could not be cached now, and deletes a remote no longer listed', () => {
    expect(staleRemoteCaches(existing, { filled: ['alive-remote-choices@1.4.2', 'alive-remote-groups@2.0.0'], unreachable: ['profile'] })).toEqual([
      'alive-remote-choices@1.4.1',
      'alive-remote-admin@1.0.0',
    ]);
  });

  it('never deletes the shell precache or the kept /remotes.json', () => {
    expect(staleRemoteCaches(existing, { filled: [], unreachable: [] })).not.toContain('alive-remotes-document');
    expect(staleRemoteCaches(existing, { filled: [], unreachable: [] }).some((name) => name.startsWith('workbox'))).toBe(false);
  });
});

describe('remoteReleaseFiles', () => {
  it('lists the entry and every JS and CSS chunk of the shared packages and exposed modules, once, beside the entry', () => {
    const base = `${origin}/remotes/choices/1.4.2/`;
    const files = remoteReleaseFiles(`${base}mf-manifest.json`, manifest, { published: true });
    expect(files.required).toEqual([
      `${base}remoteEntry.js`,
      `${base}121.69b638e487.js`,
      `${base}470.514090b335.js`,
      `${base}89.f31746f4e6.js`,
      `${base}__federation_expose_HomeScreen.720a0f5396.js`,
      `${base}228.dc605ca8a7.js`,
      `${base}home.0a1b2c3d4e.css`,
    ]);
    expect(files.optional).toEqual([`${base}integrity.json`]);
  });

  it('has no integrity.json for a build without a version, and follows an entry path and a fixed public path', () => {
    const moved = { ...manifest, metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'static' }, publicPath: 'https://cdn.example/choices/' } };
    const files = remoteReleaseFiles(`${origin}/remotes/choices/mf-manifest.json`, moved, { published: false });
    expect(files.required[0]).toBe('https://cdn.example/choices/static/remoteEntry.js');
    expect(files.required[1]).toBe('https://cdn.example/choices/static/121.69b638e487.js');
    expect(files.optional).toEqual([]);
  });

  it('refuses something that is not a manifest', () => {
    expect(() => remoteReleaseFiles(`${origin}/x/mf-manifest.json`, { id: 'choices' }, { published: false })).toThrow(/not a Module Federation manifest/);
    expect(() => remoteReleaseFiles(`${origin}/x/mf-manifest.json`, { metaData: { remoteEntry: {} } }, { published: false })).toThrow(/names no remote entry/);
  });
});

describe('servedCacheFirst', () => {
  it('serves every file of a published version from the cache, and only hashed chunks of a build without one', () => {
    expect(servedCacheFirst(`${origin}/remotes/choices/1.4.2/remoteEntry.js`, 'alive-remote-choices@1.4.2')).toBe(true);
    expect(servedCacheFirst(`${origin}/remotes/choices/1.4.2/mf-manifest.json`, 'alive-remote-choices@1.4.2')).toBe(true);
    expect(servedCacheFirst(`${origin}/remotes/choices/228.dc605ca8a7.js`, 'alive-remote-choices@#3f2a')).toBe(true);
    expect(servedCacheFirst(`${origin}/remotes/choices/remoteEntry.js`, 'alive-remote-choices@#3f2a')).toBe(false);
    expect(servedCacheFirst(`${origin}/remotes/choices/mf-manifest.json`, 'alive-remote-choices@#3f2a')).toBe(false);
  });
});

describe('which requests the worker handles', () => {
  const request = (url: string, mode = 'cors', method = 'GET', accept = '*/*') => ({ url, mode, method, headers: new Headers({ accept }) });

  it('handles remote files of this site and CORS requests to a remote moved elsewhere', () => {
    expect(isRemoteFileRequest(request(`${origin}/remotes/choices/remoteEntry.js`), origin)).toBe(true);
    expect(isRemoteFileRequest(request('https://cdn.example/choices/remoteEntry.js'), origin)).toBe(true);
  });

  it('never handles the API, page loads, other methods or no-cors requests elsewhere (pictures)', () => {
    expect(isRemoteFileRequest(request(`${origin}/api/auth/user`), origin)).toBe(false);
    expect(isRemoteFileRequest(request(`${origin}/remotes/choices/remoteEntry.js`, 'navigate'), origin)).toBe(false);
    expect(isRemoteFileRequest(request(`${origin}/remotes/choices/remoteEntry.js`, 'cors', 'POST'), origin)).toBe(false);
    expect(isRemoteFileRequest(request('https://id.example/alex.png', 'no-cors'), origin)).toBe(false);
    expect(isRemoteFileRequest(request('http://127.0.0.1:3101/__alive/dev-events', 'cors', 'GET', 'text/event-stream'), origin)).toBe(false);
    expect(isApiPath('/api')).toBe(true);
    expect(isApiPath('/api/user-choices')).toBe(true);
    expect(isApiPath('/apiary')).toBe(false);
  });
});
