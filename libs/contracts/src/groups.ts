import { z } from 'zod';
import { CurrentUser } from './auth.ts';

/**
 * Groups payloads (the groups service, port 4005, is not built yet: the edge answers `/api/groups*`
 * with 501, which the group detail screen shows as "Group Not Found").
 *
 * GET /api/groups/:groupId → Group (with members); 404 when the group does not exist or the caller is
 * not a member.
 */

export const groupRoleSchema = z.enum(['owner', 'admin', 'member']);
export type GroupRole = z.infer<typeof groupRoleSchema>;

export const groupMemberSchema = z.object({
  id: z.string(),
  role: groupRoleSchema,
  /** ISO 8601 timestamp. */
  joinedAt: z.string(),
  user: CurrentUser.pick({ id: true, email: true, firstName: true, lastName: true, profileImageUrl: true }),
});
export type GroupMember = z.infer<typeof groupMemberSchema>;

export const groupSchema = z.object({
  id: z.string(),
  name: z.string().min(1),
  description: z.string().nullable(),
  inviteCode: z.string(),
  /** The caller's role in the group. */
  role: groupRoleSchema,
  memberCount: z.number().int().nonnegative(),
  members: z.array(groupMemberSchema),
});
export type Group = z.infer<typeof groupSchema>;
