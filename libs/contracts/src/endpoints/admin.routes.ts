import { defineRoutes } from './endpoint.ts';

/** Where each admin call answers (the schema-free half of `adminEndpoints`, for browser clients). */
export const adminRoutes = defineRoutes({
  trackPageView: { method: 'post', path: '/api/analytics/track' },
  analytics: { method: 'get', path: '/api/analytics' },
  tagHierarchy: { method: 'get', path: '/api/admin/tag-hierarchy' },
  aiRecommendations: { method: 'post', path: '/api/ai-recommendations' },
  aiPairDrafts: { method: 'post', path: '/api/admin/ai-pair-drafts' },
  gapAnalysis: { method: 'post', path: '/api/gap-analysis' },
  smartGenerate: { method: 'post', path: '/api/smart-choice-pairs/generate' },
  smartRecommendations: { method: 'get', path: '/api/smart-choice-pairs/recommendations' },
  smartEvaluate: { method: 'post', path: '/api/smart-choice-pairs/evaluate' },
  algorithmAnalysis: { method: 'get', path: '/api/algorithm-analysis' },
  listContent: { method: 'get', path: '/api/admin/content' },
  contentAnalytics: { method: 'get', path: '/api/admin/content/analytics' },
  createContent: { method: 'post', path: '/api/admin/content' },
  generateContent: { method: 'post', path: '/api/admin/content/generate' },
  bulkContent: { method: 'post', path: '/api/admin/content/bulk' },
  updateContent: { method: 'put', path: '/api/admin/content/:id' },
  deleteContent: { method: 'delete', path: '/api/admin/content/:id' },
  releases: { method: 'get', path: '/api/admin/releases' },
  startCanary: { method: 'post', path: '/api/admin/releases/:remote/canary' },
  changeCanaryShare: { method: 'patch', path: '/api/admin/releases/:remote/canary' },
  promoteCanary: { method: 'post', path: '/api/admin/releases/:remote/promote' },
  rollBackRelease: { method: 'post', path: '/api/admin/releases/:remote/rollback' },
  publishBuild: { method: 'post', path: '/api/admin/releases/:remote/publish' },
});
