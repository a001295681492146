/**
 * The groups contract's plain constants, in a module without zod, so screens import them from
 * `@alive/contracts/constants`. `../groups.ts` builds its schemas from these. Meanings:
 * docs/product/groups.md.
 */

import { visibleCharacterMessage } from './text-rules.ts';

export const GROUP_ROLES = ['owner', 'admin', 'member'] as const;
/** Roles the owner can give a member (the owner role is never given or taken). */
export const ASSIGNABLE_GROUP_ROLES = ['admin', 'member'] as const;

/** A group's name after trimming: 1..80 characters. */
export const GROUP_NAME_MAX = 80;
/** A group's description after trimming: at most 500 characters (blank means none). */
export const GROUP_DESCRIPTION_MAX = 500;

/** Invite codes: 8 upper-case characters from an alphabet without look-alikes (no 0/O, no 1/I). */
export const INVITE_CODE_LENGTH = 8;
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Categories of group recommendations, in the order the detail screen's select lists them. */
export const GROUP_RECOMMENDATION_CATEGORIES = [
  'general',
  'movies',
  'food',
  'travel',
  'activities',
  'books',
  'date_night',
] as const;
export const DEFAULT_GROUP_RECOMMENDATION_CATEGORY = 'general';
/** Items in one group recommendation list. */
export const GROUP_RECOMMENDATIONS_LIMIT = 10;

/** Texts the screens and the service share (docs/product/groups.md). */
export const GROUP_NAME_REQUIRED_MESSAGE = 'Group name is required';
/** The label a group name is refused under when it has no visible character (text-rules.ts). */
export const GROUP_NAME_LABEL = 'Group name';
export const GROUP_NAME_INVISIBLE_MESSAGE = visibleCharacterMessage(GROUP_NAME_LABEL);
export const INVALID_INVITE_CODE_MESSAGE = 'Invalid invite code';
export const OWNER_CANNOT_LEAVE_MESSAGE = 'The owner cannot leave the group';
export const GROUP_NOT_FOUND_MESSAGE = 'Group not found';
export const DELETE_GROUP_FORBIDDEN_MESSAGE = 'Only the owner can delete the group';
export const INVITE_CODE_FORBIDDEN_MESSAGE = 'Only the owner and group admins can make a new invite code';
export const REMOVE_MEMBER_FORBIDDEN_MESSAGE = 'Only the owner and group admins can remove members';
export const REMOVE_ADMIN_FORBIDDEN_MESSAGE = 'Only the owner can remove a group admin';
export const OWNER_CANNOT_BE_REMOVED_MESSAGE = 'The owner cannot be removed';
export const REMOVE_SELF_MESSAGE = 'To leave the group yourself, use Leave';
