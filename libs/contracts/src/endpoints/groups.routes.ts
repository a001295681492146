import { defineRoutes } from './endpoint.ts';

/** Where each groups call answers (the schema-free half of `groupsEndpoints`, for browser clients). */
export const groupsRoutes = defineRoutes({
  list: { method: 'get', path: '/api/groups' },
  create: { method: 'post', path: '/api/groups' },
  join: { method: 'post', path: '/api/groups/join' },
  get: { method: 'get', path: '/api/groups/:groupId' },
  rename: { method: 'patch', path: '/api/groups/:groupId' },
  leave: { method: 'delete', path: '/api/groups/:groupId/leave' },
  changeMemberRole: { method: 'patch', path: '/api/groups/:groupId/members/:memberId' },
  recommendations: { method: 'get', path: '/api/groups/:groupId/recommendations' },
});
