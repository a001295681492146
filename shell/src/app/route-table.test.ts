import { describe, expect, it } from 'vitest';
import { parseRemotesDocument } from '../features/remotes/remotes-document.ts';
import { REMOTES_JSON } from '../test/remotes-json.ts';
import { routesFromRemotes } from './route-table.ts';

describe('routesFromRemotes', () => {
  it('lists every route each remote declares, tagged with that remote', () => {
    const routes = routesFromRemotes(parseRemotesDocument(REMOTES_JSON));
    expect(routes.map((r) => [r.path, r.remote, r.module])).toEqual([
      ['/', 'choices', './HomeScreen'],
      ['/choices', 'choices', './HomeScreen'],
      ['/happiness-profile', 'profile', './ProfileScreen'],
      ['/happiness-code', 'profile', './ProfileScreen'],
      ['/dashboard', 'profile', './DashboardScreen'],
      ['/learning-insights', 'profile', './LearningInsightsScreen'],
      ['/recommendations', 'recommendations', './RecommendationsScreen'],
      ['/personalized-recommendations', 'recommendations', './PersonalizedRecommendationsScreen'],
      ['/specific-content-recommendations', 'recommendations', './PersonalizedRecommendationsScreen'],
      ['/enhanced-recommendations', 'recommendations', './EnhancedRecommendationsScreen'],
      ['/smart-recommendations', 'recommendations', './SmartRecommendationsScreen'],
      ['/ai-insights', 'recommendations', './AiInsightsScreen'],
      ['/my-list', 'recommendations', './MyListScreen'],
      ['/groups', 'groups', './GroupsScreen'],
      ['/groups/:groupId', 'groups', './GroupDetailScreen'],
      ['/admin', 'admin', './AdminPanelScreen'],
      ['/ai-recommendations', 'admin', './AiRecommendationsScreen'],
      ['/smart-choice-pairs', 'admin', './SmartChoicePairsScreen'],
      ['/analytics', 'admin', './AnalyticsScreen'],
      ['/admin-analytics', 'admin', './WebsiteAnalyticsScreen'],
      ['/admin-content', 'admin', './ContentManagementScreen'],
    ]);
  });

  it('keeps a path for the first remote that declares it', () => {
    const routes = routesFromRemotes(
      parseRemotesDocument({
        groups: { manifest: '/g.json', routes: [{ path: '/groups/:groupId', module: './GroupDetailScreen', title: 'Group' }] },
        admin: { manifest: '/a.json', routes: [{ path: '/groups/:id', module: './AdminPanelScreen', title: 'Admin' }] },
      }),
    );
    expect(routes).toEqual([{ path: '/groups/:groupId', module: './GroupDetailScreen', title: 'Group', remote: 'groups' }]);
  });

  it('has no routes for a remote listed without them', () => {
    expect(routesFromRemotes(parseRemotesDocument({ groups: { manifest: '/g.json' } }))).toEqual([]);
  });
});
