import { defineRoutes } from './endpoint.ts';

/** Where each profile call answers (the schema-free half of `profileEndpoints`, for browser clients). */
export const profileRoutes = defineRoutes({
  happinessProfile: { method: 'get', path: '/api/happiness-profile' },
  completion: { method: 'get', path: '/api/happiness-profile/completion' },
  evolution: { method: 'get', path: '/api/happiness-profile/evolution' },
  personalityInsights: { method: 'get', path: '/api/personality-insights' },
  happinessTypes: { method: 'get', path: '/api/happiness-types' },
  learningInsights: { method: 'post', path: '/api/learning-insights' },
});
