import { z } from 'zod';
import type { EventType } from './outbox.ts';

/**
 * `interests.changed` v1: published by choices (via the outbox) when a person picks the categories they
 * care about on the home screen (docs/product/choices.md, First run). Lists made before the pick, while
 * the person had no evidence, put other categories first; consumers make them again.
 */
export const INTERESTS_CHANGED_SUBJECT = 'alive.choices.interests_changed.v1';
export const INTERESTS_CHANGED_TYPE = 'interests.changed';
export const INTERESTS_CHANGED_VERSION = 1;

export const interestsChangedV1Schema = z.object({
  /** The outbox row id; consumers dedupe on it. */
  eventId: z.uuid(),
  userId: z.string().min(1),
  /** The pick as stored, at least one choice category. */
  categories: z.array(z.string().min(1)).min(1),
  occurredAt: z.iso.datetime({ offset: true }),
});

export type InterestsChangedV1 = z.infer<typeof interestsChangedV1Schema>;

export const INTERESTS_CHANGED_V1: EventType<InterestsChangedV1> = {
  subject: INTERESTS_CHANGED_SUBJECT,
  type: INTERESTS_CHANGED_TYPE,
  version: INTERESTS_CHANGED_VERSION,
  schema: interestsChangedV1Schema,
  outbox: 'outbox_events',
};
