import { defineRoutes } from './endpoint.ts';

/** Where each groups call answers (the schema-free half of `groupsEndpoints`, for browser clients). */
export const groupsRoutes = defineRoutes({
  list: { method: 'get', path: '/api/groups' },
  create: { method: 'post', path: '/api/groups' },
  join: { method: 'post', path: '/api/groups/join' },
  get: { method: 'get', path: '/api/groups/:groupId' },
  rename: { method: 'patch', path: '/api/groups/:groupId' },
  delete: { method: 'delete', path: '/api/groups/:groupId' },
  leave: { method: 'delete', path: '/api/groups/:groupId/leave' },
  newInviteCode: { method: 'post', path: '/api/groups/:groupId/invite-code' },
  invitePreview: { method: 'get', path: '/api/groups/invites/:inviteCode' },
  members: { method: 'get', path: '/api/groups/:groupId/members' },
  changeMemberRole: { method: 'patch', path: '/api/groups/:groupId/members/:memberId' },
  removeMember: { method: 'delete', path: '/api/groups/:groupId/members/:memberId' },
  recommendations: { method: 'get', path: '/api/groups/:groupId/recommendations' },
  rateRecommendation: { method: 'put', path: '/api/groups/:groupId/recommendations/:itemId/rating' },
});
