import { describe, expect, it, vi } from 'vitest';
import { parseRemotesDocument } from '../remotes/remotes-document.ts';
import { REMOTES_JSON } from '../../test/remotes-json.ts';
import { initialScreenLoading, preloadRouteScreen, routeScreenAt } from './preload-route-screen.ts';

const remotes = parseRemotesDocument(REMOTES_JSON)!;

describe('the screen a page load preloads', () => {
  it('is the one the route table shows at the path', () => {
    expect(routeScreenAt(remotes, '/')).toMatchObject({ remote: 'choices', module: './HomeScreen' });
    expect(routeScreenAt(remotes, '/happiness-profile')).toMatchObject({ remote: 'profile', module: './ProfileScreen' });
    expect(routeScreenAt(remotes, '/groups/42')).toMatchObject({ remote: 'groups', module: './GroupDetailScreen' });
    expect(routeScreenAt(remotes, '/groups')).toMatchObject({ remote: 'groups', module: './GroupsScreen' });
    expect(routeScreenAt(remotes, '/no-such-screen')).toBeNull();
  });

  it("starts the screen's load, once, and says it is loading at that path until it is there", async () => {
    let loaded!: () => void;
    const load = vi.fn(() => new Promise<void>((resolve) => (loaded = resolve)));
    expect(preloadRouteScreen(remotes, '/dashboard', load)).toMatchObject({ remote: 'profile' });
    expect(load).toHaveBeenCalledExactlyOnceWith('profile', './DashboardScreen');
    const loading = initialScreenLoading('/dashboard');
    expect(loading).not.toBeNull();
    expect(initialScreenLoading('/groups')).toBeNull();
    loaded();
    await loading;
    expect(initialScreenLoading('/dashboard')).toBeNull();
  });

  it('loads nothing for a path no screen serves, and leaves a failed load to the screen', async () => {
    const load = vi.fn(() => Promise.reject(new Error('remote down')));
    expect(preloadRouteScreen(remotes, '/nowhere', load)).toBeNull();
    expect(load).not.toHaveBeenCalled();
    preloadRouteScreen(remotes, '/groups', load);
    // The rejection is handled here (no unhandled rejection); the screen's own load shows the fallback.
    await expect(load.mock.results[0]!.value).rejects.toThrow('remote down');
    const loading = initialScreenLoading('/groups');
    await loading;
    expect(initialScreenLoading('/groups')).toBeNull();
  });
});
