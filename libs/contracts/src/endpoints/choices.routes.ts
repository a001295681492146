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
  // The admin screens' pair writes: choices is the one writer of choice_pairs (docs/data-ownership.md).
  listChoicePairs: { method: 'get', path: '/api/admin/choice-pairs' },
  choicePairPage: { method: 'get', path: '/api/admin/choice-pairs/page' },
  reactivateChoicePairs: { method: 'post', path: '/api/admin/choice-pairs/reactivate' },
  createChoicePair: { method: 'post', path: '/api/admin/choice-pairs' },
  replaceChoicePair: { method: 'put', path: '/api/admin/choice-pairs/:id' },
  updateChoicePair: { method: 'patch', path: '/api/admin/choice-pairs/:id' },
  deleteChoicePair: { method: 'delete', path: '/api/admin/choice-pairs/:id' },
  smartAdd: { method: 'post', path: '/api/smart-choice-pairs/add' },
});
