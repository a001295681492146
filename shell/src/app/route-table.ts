import { matchPath } from 'react-router-dom';
import type { RemoteName } from '../features/remotes/remote-manifest.ts';

export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  /** Exposed module of the remote (a screen, default export). */
  module: string;
  /** Document title and fallback label. */
  title: string;
}

/**
 * Every signed-in route of the spec, mapped to the remote that owns it (DESIGN.md §1, team brief).
 * Anything not listed renders the 404 screen.
 */
export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  { path: '/', remote: 'choices', module: './HomeScreen', title: 'A.L.I.V.E Choices' },
  // One screen links to /choices (Take More Choices); the spec says to treat it as home.
  { path: '/choices', remote: 'choices', module: './HomeScreen', title: 'A.L.I.V.E Choices' },
  { path: '/happiness-profile', remote: 'profile', module: './ProfileScreen', title: 'My A.L.I.V.E Profile' },
  { path: '/happiness-code', remote: 'profile', module: './ProfileScreen', title: 'My A.L.I.V.E Profile' },
  { path: '/dashboard', remote: 'profile', module: './DashboardScreen', title: 'Preference Dashboard' },
  { path: '/learning-insights', remote: 'profile', module: './LearningInsightsScreen', title: 'Learning Insights' },
  { path: '/recommendations', remote: 'recommendations', module: './RecommendationsScreen', title: 'Recommendations' },
  {
    path: '/personalized-recommendations',
    remote: 'recommendations',
    module: './PersonalizedRecommendationsScreen',
    title: 'Your Personal Recommendations',
  },
  {
    path: '/specific-content-recommendations',
    remote: 'recommendations',
    module: './PersonalizedRecommendationsScreen',
    title: 'Your Personal Recommendations',
  },
  {
    path: '/enhanced-recommendations',
    remote: 'recommendations',
    module: './EnhancedRecommendationsScreen',
    title: 'Enhanced Recommendations',
  },
  { path: '/smart-recommendations', remote: 'recommendations', module: './SmartRecommendationsScreen', title: 'Smart Recommendations' },
  { path: '/ai-insights', remote: 'recommendations', module: './AiInsightsScreen', title: 'AI-Powered Insights' },
  { path: '/groups', remote: 'groups', module: './GroupsScreen', title: 'Groups' },
  { path: '/groups/:groupId', remote: 'groups', module: './GroupDetailScreen', title: 'Group' },
  { path: '/admin', remote: 'admin', module: './AdminPanelScreen', title: 'Admin Panel' },
  { path: '/ai-recommendations', remote: 'admin', module: './AiRecommendationsScreen', title: 'AI Recommendations' },
  { path: '/smart-choice-pairs', remote: 'admin', module: './SmartChoicePairsScreen', title: 'Smart Choice Pair Engine' },
  // The sources list both analytics paths; /analytics is engagement, /admin-analytics website analytics.
  { path: '/analytics', remote: 'admin', module: './AnalyticsScreen', title: 'Analytics' },
  { path: '/admin-analytics', remote: 'admin', module: './WebsiteAnalyticsScreen', title: 'Website Analytics' },
  { path: '/admin-content', remote: 'admin', module: './ContentManagementScreen', title: 'Content Classification Management' },
];

/** The route that renders `pathname`, or `null` for the 404 screen. */
export function matchRemoteRoute(pathname: string): RemoteRoute | null {
  return REMOTE_ROUTES.find((route) => matchPath({ path: route.path, end: true }, pathname)) ?? null;
}
