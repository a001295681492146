import { z } from 'zod';
import type { EventType } from './outbox.ts';

/**
 * `user.signed_up` v1: published by auth (via the outbox) when a person signs in for the first time and
 * their user row is created, so services can prepare for them before their first visit
 * (docs/product/recommendations.md, Freshness).
 */
export const USER_SIGNED_UP_SUBJECT = 'alive.users.signed_up.v1';
export const USER_SIGNED_UP_TYPE = 'user.signed_up';
export const USER_SIGNED_UP_VERSION = 1;

export const userSignedUpV1Schema = z.object({
  /** The outbox row id; consumers dedupe on it. */
  eventId: z.uuid(),
  userId: z.string().min(1),
  occurredAt: z.iso.datetime({ offset: true }),
});

export type UserSignedUpV1 = z.infer<typeof userSignedUpV1Schema>;

export const USER_SIGNED_UP_V1: EventType<UserSignedUpV1> = {
  subject: USER_SIGNED_UP_SUBJECT,
  type: USER_SIGNED_UP_TYPE,
  version: USER_SIGNED_UP_VERSION,
  schema: userSignedUpV1Schema,
  outbox: 'auth_outbox_events',
};
