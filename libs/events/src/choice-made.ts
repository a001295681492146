import { z } from 'zod';
import type { EventType } from './outbox.ts';

/** `choice.made` v1: published by choices (via the outbox) after a choice commits. */
export const CHOICE_MADE_SUBJECT = 'alive.choices.made.v1';
export const CHOICE_MADE_TYPE = 'choice.made';
export const CHOICE_MADE_VERSION = 1;

export const choiceMadeV1Schema = z.object({
  /** The outbox row id; consumers dedupe on it. */
  eventId: z.uuid(),
  userId: z.string().min(1),
  choicePairId: z.number().int().positive(),
  selectedOption: z.enum(['option1', 'option2']),
  category: z.string(),
  occurredAt: z.iso.datetime({ offset: true }),
});

export type ChoiceMadeV1 = z.infer<typeof choiceMadeV1Schema>;

/** The `choice.made` v1 event type, for the outbox helpers (outbox.ts). */
export const CHOICE_MADE_V1: EventType<ChoiceMadeV1> = {
  subject: CHOICE_MADE_SUBJECT,
  type: CHOICE_MADE_TYPE,
  version: CHOICE_MADE_VERSION,
  schema: choiceMadeV1Schema,
  outbox: 'outbox_events',
};
