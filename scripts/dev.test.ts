import { describe, expect, it } from 'vitest';
import { REMOTE_NAMES } from '@alive/features';
import { devSiteEnv, overrideLink, parseDevArguments } from './dev.ts';

describe('npm run dev: its command line', () => {
  it('takes one or several remotes, once each, and a first port', () => {
    expect(parseDevArguments(['choices'])).toEqual({ remotes: ['choices'], firstPort: 3101 });
    expect(parseDevArguments(['choices', 'groups', 'choices', '--port', '4500'])).toEqual({ remotes: ['choices', 'groups'], firstPort: 4500 });
  });

  it('says what is wrong, naming the remotes there are', () => {
    expect(parseDevArguments([])).toEqual({ error: expect.stringContaining(REMOTE_NAMES.join(', ')) });
    expect(parseDevArguments(['chioces'])).toEqual({ error: expect.stringContaining('no remote is called "chioces"') });
    expect(parseDevArguments(['choices', '--port', 'x'])).toEqual({ error: expect.stringContaining('--port needs a port number') });
  });
});

describe('npm run dev: the site it starts', () => {
  const watched = [{ name: 'choices', manifestUrl: 'http://127.0.0.1:3101/mf-manifest.json' }];

  it('points each watched remote at its dev server and serves no published version in its place', () => {
    const env = devSiteEnv({ PATH: '/bin', REMOTE_VERSIONS_FILE: '/srv/versions.json', REMOTE_RELEASES_DIR: '/srv/releases' }, watched, '/tmp/empty');
    expect(env).toEqual({ PATH: '/bin', REMOTE_RELEASES_DIR: '/tmp/empty', REMOTE_CHOICES_URL: 'http://127.0.0.1:3101/mf-manifest.json' });
  });

  it('gives the link that points one browser at the watched builds when a site is already running', () => {
    expect(overrideLink('http://localhost:3000', watched)).toBe('http://localhost:3000/?override-remote=choices%40http%3A%2F%2F127.0.0.1%3A3101%2Fmf-manifest.json');
  });
});
