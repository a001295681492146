import { z } from 'zod';
import type { EventType } from './outbox.ts';

/**
 * `choice.undone` v1: published by choices (via the outbox) after a person took back their latest
 * choice; its scores and evidence are already restored (docs/product/choices.md, Undo). Consumers
 * treat it like a choice: what was built from the person's choices is no longer current.
 */
export const CHOICE_UNDONE_SUBJECT = 'alive.choices.undone.v1';
export const CHOICE_UNDONE_TYPE = 'choice.undone';
export const CHOICE_UNDONE_VERSION = 1;

export const choiceUndoneV1Schema = z.object({
  /** The outbox row id; consumers dedupe on it. */
  eventId: z.uuid(),
  userId: z.string().min(1),
  /** The id of the choice taken back (no longer stored). */
  choiceId: z.number().int().positive(),
  choicePairId: z.number().int().positive(),
  category: z.string(),
  occurredAt: z.iso.datetime({ offset: true }),
});

export type ChoiceUndoneV1 = z.infer<typeof choiceUndoneV1Schema>;

export const CHOICE_UNDONE_V1: EventType<ChoiceUndoneV1> = {
  subject: CHOICE_UNDONE_SUBJECT,
  type: CHOICE_UNDONE_TYPE,
  version: CHOICE_UNDONE_VERSION,
  schema: choiceUndoneV1Schema,
  outbox: 'outbox_events',
};
