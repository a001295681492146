import { describe, expect, it } from 'vitest';
import { REMOTE_ROUTES, matchRemoteRoute } from './route-table.ts';

const expectRoute = (path: string, remote: string, module: string) =>
  expect(matchRemoteRoute(path)).toMatchObject({ remote, module });

describe('matchRemoteRoute', () => {
  it('maps every spec route to the remote that owns it', () => {
    expectRoute('/', 'choices', './HomeScreen');
    expectRoute('/choices', 'choices', './HomeScreen');
    expectRoute('/happiness-profile', 'profile', './ProfileScreen');
    expectRoute('/happiness-code', 'profile', './ProfileScreen');
    expectRoute('/dashboard', 'profile', './DashboardScreen');
    expectRoute('/learning-insights', 'profile', './LearningInsightsScreen');
    expectRoute('/recommendations', 'recommendations', './RecommendationsScreen');
    expectRoute('/personalized-recommendations', 'recommendations', './PersonalizedRecommendationsScreen');
    expectRoute('/specific-content-recommendations', 'recommendations', './PersonalizedRecommendationsScreen');
    expectRoute('/enhanced-recommendations', 'recommendations', './EnhancedRecommendationsScreen');
    expectRoute('/smart-recommendations', 'recommendations', './SmartRecommendationsScreen');
    expectRoute('/ai-insights', 'recommendations', './AiInsightsScreen');
    expectRoute('/groups', 'groups', './GroupsScreen');
    expectRoute('/groups/abc-123', 'groups', './GroupDetailScreen');
    expectRoute('/admin', 'admin', './AdminPanelScreen');
    expectRoute('/ai-recommendations', 'admin', './AiRecommendationsScreen');
    expectRoute('/smart-choice-pairs', 'admin', './SmartChoicePairsScreen');
    expectRoute('/analytics', 'admin', './AnalyticsScreen');
    expectRoute('/admin-analytics', 'admin', './WebsiteAnalyticsScreen');
    expectRoute('/admin-content', 'admin', './ContentManagementScreen');
  });

  it('returns null (404) for anything else', () => {
    expect(matchRemoteRoute('/nope')).toBeNull();
    expect(matchRemoteRoute('/groups/1/extra')).toBeNull();
    expect(matchRemoteRoute('/admin/x')).toBeNull();
  });

  it('only uses exposes that the remotes declare', () => {
    const exposes: Record<string, string[]> = {
      choices: ['./HomeScreen'],
      profile: ['./ProfileScreen', './DashboardScreen', './LearningInsightsScreen', './ProfileCompletionCard'],
      recommendations: [
        './RecommendationsScreen',
        './PersonalizedRecommendationsScreen',
        './EnhancedRecommendationsScreen',
        './SmartRecommendationsScreen',
        './AiInsightsScreen',
      ],
      groups: ['./GroupsScreen', './GroupDetailScreen'],
      admin: [
        './AdminPanelScreen',
        './AiRecommendationsScreen',
        './SmartChoicePairsScreen',
        './AnalyticsScreen',
        './WebsiteAnalyticsScreen',
        './ContentManagementScreen',
      ],
    };
    for (const route of REMOTE_ROUTES) expect(exposes[route.remote]).toContain(route.module);
  });
});
