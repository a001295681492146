import { z } from 'zod';
import { CurrentUser } from './auth.ts';
import {
  ASSIGNABLE_GROUP_ROLES,
  GROUP_DESCRIPTION_MAX,
  GROUP_NAME_LABEL,
  GROUP_NAME_MAX,
  GROUP_NAME_REQUIRED_MESSAGE,
  GROUP_RECOMMENDATION_CATEGORIES,
  GROUP_ROLES,
  INVITE_CODE_ALPHABET,
  INVITE_CODE_LENGTH,
} from './constants/groups.ts';
import { queryInt, safeText } from './input-rules.ts';
import { recommendationBasisSchema, recommendationIdSchema, recommendationLinkSchema } from './recommendations.ts';

export * from './constants/groups.ts';

/**
 * Groups service payloads (services/groups). Rules and meanings: docs/product/groups.md. To a person who
 * is not a member a group does not exist: every call on it answers 404. The endpoints: endpoints/groups.ts.
 */

export const groupRoleSchema = z.enum(GROUP_ROLES);
export type GroupRole = z.infer<typeof groupRoleSchema>;

export const groupRecommendationCategorySchema = z.enum(GROUP_RECOMMENDATION_CATEGORIES, {
  error: `category must be one of ${GROUP_RECOMMENDATION_CATEGORIES.join(', ')}`,
});
export type GroupRecommendationCategory = z.infer<typeof groupRecommendationCategorySchema>;

/**
 * Trimmed, 1..80 characters with a visible one; blank or absent gets "Group name is required", only
 * invisible characters "Group name must contain a visible character" (docs/product/groups.md).
 */
const groupNameField = safeText({ min: 1, max: GROUP_NAME_MAX, trim: true, minMessage: GROUP_NAME_REQUIRED_MESSAGE, label: GROUP_NAME_LABEL });

/** Blank, absent or null means no description. */
const groupDescriptionField = z
  .union([safeText({ max: GROUP_DESCRIPTION_MAX, trim: true, multiline: true }), z.null()])
  .optional()
  .transform((text) => (text ? text : null));

const inviteCodePattern = new RegExp(`^[${INVITE_CODE_ALPHABET}]{${INVITE_CODE_LENGTH}}$`);

/** An invite code as typed: trimmed and upper-cased before it is checked. */
export const inviteCodeSchema = z
  .string({ error: 'inviteCode is required' })
  .trim()
  .toUpperCase()
  .regex(inviteCodePattern, `inviteCode must be ${INVITE_CODE_LENGTH} letters and digits`);

// ---------------------------------------------------------------------------------------------
// Path parameters

export const groupIdParamsSchema = z.object({ groupId: z.uuid({ error: 'groupId must be a group id (a UUID)' }) });
export const groupMemberParamsSchema = groupIdParamsSchema.extend({
  memberId: queryInt({ min: 1 }),
});

// ---------------------------------------------------------------------------------------------
// Responses

export const groupSummarySchema = z.object({
  id: z.string(),
  name: z.string().min(1),
  description: z.string().nullable(),
  inviteCode: z.string().length(INVITE_CODE_LENGTH),
  /** The caller's role in the group. */
  role: groupRoleSchema,
  memberCount: z.number().int().positive(),
  /** ISO 8601 timestamp. */
  createdAt: z.string(),
});
export type GroupSummary = z.infer<typeof groupSummarySchema>;

// ---------------------------------------------------------------------------------------------
// Pages: the groups list and the members list come a page at a time (docs/product/groups.md, Pages).

export const GROUP_PAGE_LIMIT = { min: 1, max: 100, default: 20 } as const;

/** `cursor` is the `nextCursor` of the page before, opaque to the client; `limit` 1..100, default 20. */
export const groupPageQuerySchema = z.object({
  limit: queryInt({ min: GROUP_PAGE_LIMIT.min, max: GROUP_PAGE_LIMIT.max }).optional(),
  cursor: z.string().regex(/^[A-Za-z0-9_-]{1,200}$/, 'cursor must be the nextCursor of a page').optional(),
});
export type GroupPageQuery = z.input<typeof groupPageQuerySchema>;

export const groupListResponseSchema = z.object({
  /** Newest group first. */
  groups: z.array(groupSummarySchema),
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
});
export type GroupListResponse = z.infer<typeof groupListResponseSchema>;

export const groupMemberSchema = z.object({
  /** The membership's id (the member id of the role call). */
  id: z.string(),
  role: groupRoleSchema,
  /** ISO 8601 timestamp. */
  joinedAt: z.string(),
  user: CurrentUser.pick({ id: true, email: true, firstName: true, lastName: true, profileImageUrl: true }),
});
export type GroupMember = z.infer<typeof groupMemberSchema>;

export const groupSchema = groupSummarySchema.extend({
  /** The first page of members (20): owner first, then group admins, then members, each by join date. */
  members: z.array(groupMemberSchema),
  /** Pass as `cursor` to the members call for the rest; null when `members` is all of them. */
  membersNextCursor: z.string().nullable(),
});
export type Group = z.infer<typeof groupSchema>;

/** GET /api/groups/:groupId/members: members a page at a time, in the order of `Group.members`. */
export const groupMemberPageSchema = z.object({
  members: z.array(groupMemberSchema),
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
});
export type GroupMemberPage = z.infer<typeof groupMemberPageSchema>;

// ---------------------------------------------------------------------------------------------
// Requests

export const createGroupRequestSchema = z.object({ name: groupNameField, description: groupDescriptionField });
export type CreateGroupRequest = z.input<typeof createGroupRequestSchema>;

export const joinGroupRequestSchema = z.object({ inviteCode: inviteCodeSchema });
export type JoinGroupRequest = z.input<typeof joinGroupRequestSchema>;

export const joinGroupResponseSchema = z.object({
  message: z.string(),
  /** False when the caller was a member already (joining twice changes nothing). */
  joined: z.boolean(),
  group: groupSummarySchema,
});
export type JoinGroupResponse = z.infer<typeof joinGroupResponseSchema>;

export const renameGroupRequestSchema = z.object({ name: groupNameField });
export type RenameGroupRequest = z.input<typeof renameGroupRequestSchema>;

export const leaveGroupResponseSchema = z.object({ message: z.string(), groupId: z.string() });
export type LeaveGroupResponse = z.infer<typeof leaveGroupResponseSchema>;

/** DELETE /api/groups/:groupId (owner only): the group, its members and lists are gone. */
export const deleteGroupResponseSchema = z.object({ message: z.string(), groupId: z.string() });
export type DeleteGroupResponse = z.infer<typeof deleteGroupResponseSchema>;

/** DELETE /api/groups/:groupId/members/:memberId (the owner, or a group admin for plain members). */
export const removeMemberResponseSchema = z.object({ message: z.string(), groupId: z.string(), memberId: z.string() });
export type RemoveMemberResponse = z.infer<typeof removeMemberResponseSchema>;

/** GET /api/groups/invites/:inviteCode: what a join link shows before the person joins. */
export const inviteCodeParamsSchema = z.object({ inviteCode: inviteCodeSchema });
export const invitePreviewSchema = z.object({
  name: z.string().min(1),
  description: z.string().nullable(),
  memberCount: z.number().int().positive(),
  /** True when the caller is in the group already (the link then opens it). */
  isMember: z.boolean(),
  /** The group's id, for a member only: to anyone else it stays unknown until they join. */
  groupId: z.string().nullable(),
});
export type InvitePreview = z.infer<typeof invitePreviewSchema>;

export const changeMemberRoleRequestSchema = z.object({
  role: z.enum(ASSIGNABLE_GROUP_ROLES, { error: `role must be one of ${ASSIGNABLE_GROUP_ROLES.join(', ')}` }),
});
export type ChangeMemberRoleRequest = z.input<typeof changeMemberRoleRequestSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/groups/:groupId/recommendations?category=&refresh=true

export const groupRecommendationsQuerySchema = z.object({
  category: groupRecommendationCategorySchema.optional(),
  refresh: z.enum(['true', 'false'], { error: 'refresh must be true or false' }).optional(),
});

export const groupRecommendationSchema = z.object({
  /** The catalogue item's slug. */
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: groupRecommendationCategorySchema,
  /** 0..1: how well the item serves the whole group. */
  confidence: z.number().min(0).max(1),
  /** How many members' tastes the list was made for. */
  groupSize: z.number().int().positive(),
  estimatedCost: z.string(),
  timeCommitment: z.string(),
  /** One sentence about this item for this group: the members it suits best and what they share in it; never a score. */
  reasoning: z.string(),
  links: z.array(recommendationLinkSchema),
});
export type GroupRecommendation = z.infer<typeof groupRecommendationSchema>;

/** The members' thumbs on one item: counts, and the caller's own (null: none). */
export const groupRecommendationVotesSchema = z.object({
  up: z.number().int().nonnegative(),
  down: z.number().int().nonnegative(),
  mine: z.enum(['up', 'down']).nullable(),
});
export type GroupRecommendationVotes = z.infer<typeof groupRecommendationVotesSchema>;

/** An item as answered: the stored recommendation with the members' votes, read fresh on every call. */
export const ratedGroupRecommendationSchema = groupRecommendationSchema.extend({ votes: groupRecommendationVotesSchema });
export type RatedGroupRecommendation = z.infer<typeof ratedGroupRecommendationSchema>;

export const groupRecommendationsResponseSchema = z.object({
  groupId: z.string(),
  category: groupRecommendationCategorySchema,
  /** Best first; an item more members turned down than up goes below the others. */
  recommendations: z.array(ratedGroupRecommendationSchema),
  /** ISO 8601 timestamp of the list's generation. */
  generatedAt: z.string(),
  /** True when the list came from the cache, false when it was generated for this call. */
  cached: z.boolean(),
  /**
   * `starter` until enough members have made a choice (docs/product/groups.md, Starter picks): the
   * screen then shows "Starter pick" instead of a match percent, as the personal screens do.
   */
  basis: recommendationBasisSchema,
});
export type GroupRecommendationsResponse = z.infer<typeof groupRecommendationsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// PUT /api/groups/:groupId/recommendations/:itemId/rating

export const groupRatingParamsSchema = groupIdParamsSchema.extend({ itemId: recommendationIdSchema });
export const GROUP_RATINGS = ['up', 'down', 'none'] as const;
/** `none` takes the caller's thumb back. */
export const rateGroupRecommendationRequestSchema = z.object({
  rating: z.enum(GROUP_RATINGS, { error: `rating must be one of ${GROUP_RATINGS.join(', ')}` }),
});
export type RateGroupRecommendationRequest = z.input<typeof rateGroupRecommendationRequestSchema>;
export const rateGroupRecommendationResponseSchema = z.object({ itemId: z.string(), votes: groupRecommendationVotesSchema });
export type RateGroupRecommendationResponse = z.infer<typeof rateGroupRecommendationResponseSchema>;
