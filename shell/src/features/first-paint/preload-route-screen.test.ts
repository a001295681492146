import { describe, expect, it, vi } from 'vitest';
import { parseRemotesDocument } from '../remotes/remotes-document.ts';
import { REMOTES_JSON } from '../../test/remotes-json.ts';
import { preloadRouteScreen, routeScreenAt } from './preload-route-screen.ts';

const remotes = parseRemotesDocument(REMOTES_JSON)!;

describe('the screen a page load preloads', () => {
  it('is the one the route table shows at the path', () => {
    expect(routeScreenAt(remotes, '/')).toMatchObject({ remote: 'choices', module: './HomeScreen' });
    expect(routeScreenAt(remotes, '/happiness-profile')).toMatchObject({ remote: 'profile', module: './ProfileScreen' });
    expect(routeScreenAt(remotes, '/groups/42')).toMatchObject({ remote: 'groups', module: './GroupDetailScreen' });
    expect(routeScreenAt(remotes, '/groups')).toMatchObject({ remote: 'groups', module: './GroupsScreen' });
    expect(routeScreenAt(remotes, '/no-such-screen')).toBeNull();
  });

  it('starts the runtime load of that module, once', () => {
    const load = vi.fn(() => Promise.resolve({}));
    expect(preloadRouteScreen(remotes, '/dashboard', load)).toMatchObject({ remote: 'profile' });
    expect(load).toHaveBeenCalledExactlyOnceWith('profile/DashboardScreen');
  });

  it('loads nothing for a path no screen serves, and leaves a failed load to the screen', async () => {
    const load = vi.fn(() => Promise.reject(new Error('remote down')));
    expect(preloadRouteScreen(remotes, '/nowhere', load)).toBeNull();
    expect(load).not.toHaveBeenCalled();
    preloadRouteScreen(remotes, '/groups', load);
    // The rejection is handled here (no unhandled rejection); the screen's own load shows the fallback.
    await expect(load.mock.results[0]!.value).rejects.toThrow('remote down');
  });
});
