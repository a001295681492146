import { defineRoutes } from './endpoint.ts';

/** Where each recommendations call answers (the schema-free half of `recommendationsEndpoints`, for browser clients). */
export const recommendationsRoutes = defineRoutes({
  personalized: { method: 'get', path: '/api/personalized-recommendations/:category' },
  specificContent: { method: 'get', path: '/api/specific-content-recommendations' },
  refresh: { method: 'post', path: '/api/recommendations/refresh' },
  feedback: { method: 'post', path: '/api/recommendations/:id/feedback' },
  recordFeedback: { method: 'post', path: '/api/recommendation-feedback' },
  retractFeedback: { method: 'delete', path: '/api/recommendation-feedback/:id/:action' },
  myList: { method: 'get', path: '/api/recommendations/my-list' },
  enhanced: { method: 'get', path: '/api/enhanced-content-recommendations' },
  smart: { method: 'post', path: '/api/smart-recommendations' },
  personalityProfile: { method: 'get', path: '/api/personality-profile' },
  insights: { method: 'get', path: '/api/recommendation-insights' },
  userGroupings: { method: 'get', path: '/api/user-groupings' },
  analyzePatterns: { method: 'post', path: '/api/analyze-patterns' },
  performance: { method: 'get', path: '/api/debug/recommendation-performance' },
});
