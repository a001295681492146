import type { PrismaClient } from '@alive/db';
import { countChoice, hasRecommendationState, markEventProcessed, markListsStale, requestRefresh } from '../data/recommendation-state-repository.ts';
import { isRefreshDue } from './refresh-policy.ts';

/*
 * What the choice events ask of a person's lists (docs/architecture.md, The choice-event flow, step 4),
 * each event once: the processed-event row is inserted in the same transaction as the state change, so
 * a redelivered event (JetStream redelivery, relay re-publish after a crash, second replica) changes
 * nothing and answers 'duplicate'. A throw rolls everything back, and the bus redelivers later.
 */

/** One delivery of an event about a person. */
export interface HandledEvent {
  /** The durable that handles it: the key in processed_events. */
  consumer: string;
  eventId: string;
  userId: string;
}

/** choice.made: one more choice counted; every REFRESH_EVERY_CHOICES-th marks the lists stale and restarts the count. */
export function countChoiceMade(prisma: PrismaClient, event: HandledEvent, now: () => Date): Promise<'processed' | 'refresh-requested' | 'duplicate'> {
  return prisma.$transaction(async (tx) => {
    if (!(await markEventProcessed(tx, event.consumer, event.eventId))) return 'duplicate';
    const choicesSinceRefresh = await countChoice(tx, event.userId);
    if (!isRefreshDue(choicesSinceRefresh)) return 'processed';
    await requestRefresh(tx, event.userId, now());
    return 'refresh-requested';
  });
}

/** choice.undone: every list is marked stale and the count restarts; with no state row, nothing was built from the choice. */
export function refreshAfterUndo(prisma: PrismaClient, event: HandledEvent, now: () => Date): Promise<'refresh-requested' | 'duplicate' | 'no-state'> {
  return prisma.$transaction(async (tx) => {
    if (!(await markEventProcessed(tx, event.consumer, event.eventId))) return 'duplicate';
    // No state row: no choice of theirs was ever counted here, so nothing was built from it.
    if (!(await hasRecommendationState(tx, event.userId))) return 'no-state';
    await requestRefresh(tx, event.userId, now());
    return 'refresh-requested';
  });
}

/** interests.changed: every list is marked stale (the count of choices is left as it is). */
export function refreshAfterInterestsChanged(prisma: PrismaClient, event: HandledEvent): Promise<'refresh-requested' | 'duplicate'> {
  return prisma.$transaction(async (tx) => {
    if (!(await markEventProcessed(tx, event.consumer, event.eventId))) return 'duplicate';
    await markListsStale(tx, event.userId);
    return 'refresh-requested';
  });
}
