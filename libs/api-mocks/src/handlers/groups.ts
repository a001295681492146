import { http } from 'msw';
import { failure, respond, type Reply } from '../reply.ts';
import { groupSchema, type Group } from '@alive/contracts';

/** The edge's answer for every `/api/groups*` call while the groups service is not built. */
export const GROUPS_NOT_BUILT = failure(501, 'The groups service is not available yet.');

/** Groups service: `GET /api/groups/:groupId` (group with members). */
export const groupsApi = {
  group: (reply: Reply<Group>) => http.get('/api/groups/:groupId', respond(groupSchema, reply)),
};

/** Defaults: what the edge answers today, 501 on every groups call. */
export function groupsHandlers() {
  return [http.all('/api/groups', respond(groupSchema, GROUPS_NOT_BUILT)), http.all('/api/groups/*', respond(groupSchema, GROUPS_NOT_BUILT))];
}
