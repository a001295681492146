import { defineRoutes } from './endpoint.ts';

/** Where each choices call answers (the schema-free half of `choicesEndpoints`, for browser clients). */
export const choicesRoutes = defineRoutes({
  nextPair: { method: 'get', path: '/api/choice-pairs/next' },
  plan: { method: 'get', path: '/api/choice-pairs/plan' },
  addPersonalPair: { method: 'post', path: '/api/choice-pairs/personal' },
  submitChoice: { method: 'post', path: '/api/user-choices' },
  recentChoices: { method: 'get', path: '/api/user-choices/recent' },
  interests: { method: 'get', path: '/api/user-choices/interests' },
  saveInterests: { method: 'put', path: '/api/user-choices/interests' },
  undoChoice: { method: 'delete', path: '/api/user-choices/:choiceId' },
  userPreferences: { method: 'get', path: '/api/user-preferences/:userId' },
});
