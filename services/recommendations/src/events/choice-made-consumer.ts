import { RECOMMENDATION_CATEGORIES } from '@alive/contracts';
import type { PrismaClient } from '@alive/db';
import {
  CHOICE_MADE_SUBJECT,
  choiceMadeV1Schema,
  type BusMessage,
  type Consumption,
  type EventBus,
  type EventsLogger,
} from '@alive/events';
import type { RecommendationCacheRepository } from '../data/recommendation-cache-repository.ts';
import { countChoice, markEventProcessed, requestRefresh } from '../data/recommendation-state-repository.ts';
import { isRefreshDue } from '../domain/refresh-policy.ts';
import { consumeInSpan, parseEventOrDrop } from '@alive/service-kit';
import type { GenerationRunner } from '../generation/generation-runner.ts';
import type { RecommendationMetrics } from '../recommendation-metrics.ts';

/** Durable consumer name; also the key in processed_events. */
export const CHOICE_MADE_CONSUMER = 'recommendations-choice-made';
/** Replicas of this service share the durable through this queue group. */
export const CHOICE_MADE_QUEUE = 'recommendations';

export interface ChoiceMadeHandlerDeps {
  prisma: PrismaClient;
  logger: EventsLogger;
  now?: () => Date;
}

export type ChoiceMadeOutcome = 'processed' | 'refresh-requested' | 'duplicate' | 'invalid';

/**
 * Handles one `choice.made` v1 event. Idempotent: the processed-event row is inserted in the same
 * transaction as the state change, so a redelivered event (JetStream redelivery, relay re-publish
 * after a crash, second replica) changes nothing. Throwing makes the bus redeliver later.
 */
export function createChoiceMadeHandler({ prisma, logger, now = () => new Date() }: ChoiceMadeHandlerDeps) {
  return async function handleChoiceMade(message: BusMessage<unknown>): Promise<ChoiceMadeOutcome> {
    const event = parseEventOrDrop(choiceMadeV1Schema, message, logger, 'choice.made');
    if (!event) return 'invalid';
    return prisma.$transaction(async (tx) => {
      if (!(await markEventProcessed(tx, CHOICE_MADE_CONSUMER, event.eventId))) return 'duplicate';
      const choicesSinceRefresh = await countChoice(tx, event.userId);
      if (!isRefreshDue(choicesSinceRefresh)) return 'processed';
      await requestRefresh(tx, event.userId, now());
      return 'refresh-requested';
    });
  };
}

export interface RegenerationDeps {
  caches: Pick<RecommendationCacheRepository, 'categoriesOf'>;
  generations: Pick<GenerationRunner, 'request'>;
}

/**
 * After a refresh was requested (and committed): starts the regeneration of every list the person
 * has, in the background on this replica's runner (its concurrency bounds the work), so their next
 * visit reads fresh lists. A failure here is logged, never retried through the event: the lists stay
 * stale and the next read regenerates them.
 */
export async function regenerateListsOf(userId: string, deps: RegenerationDeps, logger: EventsLogger): Promise<void> {
  try {
    for (const category of await deps.caches.categoriesOf(userId)) await deps.generations.request(userId, category);
  } catch (error) {
    logger.error({ err: error, userId }, 'could not start the regeneration of recommendation lists');
  }
}

/**
 * Makes the lists the person has never had, ahead of their first visit (docs/product/recommendations.md,
 * Freshness): a new person's first choices start them, so no recommendations tab waits on a first
 * generation. Lists that exist are left to the refresh rule. Failures are logged like regenerateListsOf's.
 */
export async function generateMissingListsOf(userId: string, deps: RegenerationDeps, logger: EventsLogger): Promise<void> {
  try {
    const existing = new Set(await deps.caches.categoriesOf(userId));
    for (const category of RECOMMENDATION_CATEGORIES) if (!existing.has(category)) await deps.generations.request(userId, category);
  } catch (error) {
    logger.error({ err: error, userId }, 'could not start the generation of missing recommendation lists');
  }
}

/** Seconds from the event's `occurredAt` to now, when the payload carries a valid one. */
function deliveryLagSeconds(payload: unknown, now: number): number | undefined {
  const occurredAt = (payload as { occurredAt?: unknown } | null)?.occurredAt;
  const at = typeof occurredAt === 'string' ? Date.parse(occurredAt) : NaN;
  return Number.isFinite(at) ? Math.max(0, (now - at) / 1000) : undefined;
}

/** Handles with `handle`, recording delivery lag and handling time (by outcome) when metrics are given. */
function measured(
  handle: (message: BusMessage<unknown>) => Promise<ChoiceMadeOutcome>,
  metrics: RecommendationMetrics | undefined,
): (message: BusMessage<unknown>) => Promise<ChoiceMadeOutcome> {
  if (!metrics) return handle;
  const consumer = CHOICE_MADE_CONSUMER;
  return async (message) => {
    const lag = deliveryLagSeconds(message.payload, Date.now());
    if (lag !== undefined) metrics.eventLag.observe({ consumer }, lag);
    const end = metrics.eventProcessing.startTimer({ consumer });
    try {
      const outcome = await handle(message);
      end({ outcome });
      return outcome;
    } catch (error) {
      end({ outcome: 'failed' });
      throw error;
    }
  };
}

export function startChoiceMadeConsumer(
  deps: ChoiceMadeHandlerDeps & { bus: EventBus; regeneration?: RegenerationDeps; metrics?: RecommendationMetrics },
): Promise<Consumption> {
  const binding = { service: 'recommendations', bus: deps.bus, durable: CHOICE_MADE_CONSUMER, subject: CHOICE_MADE_SUBJECT, queue: CHOICE_MADE_QUEUE, logger: deps.logger };
  return consumeInSpan(binding, async (message, logger) => {
    const outcome = await measured(createChoiceMadeHandler({ ...deps, logger }), deps.metrics)(message);
    logger.info({ eventId: message.msgId, outcome, deliveryCount: message.deliveryCount }, 'choice.made handled');
    if (outcome !== 'processed' && outcome !== 'refresh-requested') return;
    const { userId } = message.payload as { userId: string };
    if (outcome === 'refresh-requested') {
      logger.info({ eventId: message.msgId, userId }, 'recommendation refresh requested');
      if (deps.regeneration) await regenerateListsOf(userId, deps.regeneration, logger);
    }
    if (deps.regeneration) await generateMissingListsOf(userId, deps.regeneration, logger);
  });
}
