import { describe, expect, it } from 'vitest';
import type { RemotesDocument } from '../remotes/remotes-document.ts';
import { attributeRoute, routeMatches, scriptOrigin } from './attribution.ts';

const manifest: RemotesDocument = {
  choices: { manifest: '/remotes/choices/v2/mf-manifest.json', version: 'v2', channel: 'canary', routes: [{ path: '/', module: './HomeScreen', title: 'Home' }] },
  groups: { manifest: '/remotes/groups/mf-manifest.json', routes: [{ path: '/groups/:groupId', module: './GroupScreen', title: 'Group' }] },
};

describe('attribution', () => {
  it.each([
    ['http://localhost:3000/remotes/choices/v2/123.abc.js', { remote: 'choices', version: 'v2' }],
    ['/remotes/choices/v1/remoteEntry.js', { remote: 'choices', version: 'v1' }],
    ['http://localhost:3000/remotes/groups/455.def.js', { remote: 'groups' }],
    ['TypeError: x\n    at f (http://localhost:3000/remotes/groups/455.def.js:1:20)', { remote: 'groups' }],
    ['http://localhost:3000/main.123.js', null],
    ['/remotes/nosuch/v1/a.js', null],
    ['', null],
  ])('%s comes from %j', (url, origin) => expect(scriptOrigin(url, manifest)).toEqual(origin));

  it('maps a path to its declared route and the remote and version that serve it', () => {
    expect(attributeRoute('/', manifest)).toEqual({ route: '/', remote: 'choices', version: 'v2' });
    expect(attributeRoute('/groups/42', manifest)).toEqual({ route: '/groups/:groupId', remote: 'groups' });
    expect(attributeRoute('/nowhere', manifest)).toEqual({ route: '/*' });
    expect(routeMatches('/groups/:groupId', '/groups')).toBe(false);
  });
});
